import { nowKst, type SimTransaction, simulatorMerchant } from './simulator-state';

type Site = {
  transactions: Map<string, SimTransaction>;
  noticeLog: { tid: string; attempt: number; answer: string }[];
  publicUrl: string;
  fetch: typeof fetch;
};

/**
 * The payer deposits into an issued virtual account: Inicis notifies the site (PC format to the
 * registered URL, mobile format to P_NOTI_URL; integrations.md §1.4) and resends until the answer is
 * exactly OK, at most 3 times here. Answers the site's answers.
 */
export async function sendDepositNotice(site: Site, tid: string, amount?: number): Promise<string[]> {
  const transaction = site.transactions.get(tid);
  if (!transaction?.vbank || transaction.status !== 'approved') return [];
  const stamp = nowKst();
  const paid = String(amount ?? transaction.price);
  const notice: Record<string, string> =
    transaction.device === 'pc'
      ? {
          no_tid: tid,
          no_oid: transaction.oid,
          id_merchant: simulatorMerchant.mid,
          cd_bank: transaction.vbank.bankCode,
          dt_trans: stamp.slice(0, 8),
          tm_trans: stamp.slice(8),
          type_msg: '0200',
          no_vacct: transaction.vbank.number,
          amt_input: paid,
        }
      : {
          P_TID: tid,
          P_MID: simulatorMerchant.mid,
          P_AUTH_DT: stamp,
          P_STATUS: '02',
          P_TYPE: 'VBANK',
          P_OID: transaction.oid,
          P_FN_CD1: transaction.vbank.bankCode,
          P_AMT: paid,
          P_NOTI: transaction.oid,
        };
  const url =
    transaction.device === 'pc'
      ? `${site.publicUrl}/api/payment/vbank/noti`
      : `${site.publicUrl}/api/payment/mobile/noti`;
  const answers: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    let answer: string;
    try {
      const response = await site.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(notice).toString(),
      });
      answer = (await response.text()).trim();
    } catch (error) {
      answer = `(${(error as Error).message})`;
    }
    answers.push(answer);
    site.noticeLog.push({ tid, attempt, answer });
    if (answer === 'OK') {
      transaction.status = 'deposited';
      break;
    }
  }
  return answers;
}
