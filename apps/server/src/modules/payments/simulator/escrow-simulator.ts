import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoPostPage,
  escapeHtml,
  hiddenFields,
  simulatorErrorPage,
  simulatorPage,
} from '../../../platform/http/simulator-pages';
import { escrowNoticeStatuses } from '../inicis/inicis-escrow';
import { escrowDeliveryHashData, pcMKey } from '../inicis/inicis-signatures';
import type { EscrowNotice } from '../payment-gateway.port';
import { fields, hidden, windowScript, won } from './simulator-http';
import { nowKst, type SimTransaction, simulatorMerchant } from './simulator-state';

/**
 * KG Inicis's 구매안전서비스 as the simulator plays it (inicis/inicis-escrow.ts names the sources): the
 * payment window marked as escrow, INIAPI v1 delivery registration (`type=Dlv`), the buyer's
 * confirmation window (PC script and mobile window) and the status notices (`cl_status`) sent to the
 * site, resent until it answers exactly `cd_rslt=0000`.
 */

type EscrowStatus = EscrowNotice['status'];
const statusCodes = Object.fromEntries(
  Object.entries(escrowNoticeStatuses).map(([code, status]) => [status, code]),
) as Record<EscrowStatus, string>;

type EscrowState = {
  status: EscrowStatus | 'paid';
  delivery?: { invoice: string; exCode: string; exName: string; at: string };
};

/** Whether a window form asks for escrow: PC `acceptmethod` names useescrow, mobile P_RESERVED useescrow=Y. */
export function escrowAsked(form: Record<string, string | undefined>): boolean {
  return (
    (form.acceptmethod ?? '').split(':').includes('useescrow') ||
    (form.P_RESERVED ?? '').split('&').includes('useescrow=Y')
  );
}

/** The badge a payment window shows when it is an escrow payment. */
export const escrowBadge = (form: Record<string, string | undefined>) =>
  escrowAsked(form) ? '<p class="badge">에스크로(구매안전서비스) 적용</p>' : '';

export function createEscrowSimulator(site: {
  transactions: Map<string, SimTransaction>;
  publicUrl: string;
  fetch: typeof fetch;
}) {
  /** Orders whose window was opened as an escrow payment (an oid is one attempt). */
  const escrowOids = new Set<string>();
  const states = new Map<string, EscrowState>();
  const noticeLog: { tid: string; status: EscrowStatus; answer: string; body: string }[] = [];

  /** The escrow state of an approved escrow transaction, or undefined for any other. */
  function escrowOf(tid: string): { transaction: SimTransaction; state: EscrowState } | undefined {
    const transaction = site.transactions.get(tid);
    if (!transaction || !escrowOids.has(transaction.oid)) return undefined;
    let state = states.get(tid);
    if (!state) {
      state = { status: 'paid' };
      states.set(tid, state);
    }
    return { transaction, state };
  }

  /**
   * A status notice to the site in the fields of G7 `EscrowNotifyRequest`: id_merchant, no_oid, no_tid,
   * dt_req, cl_status, cl_paymethod, price, msg_deny. `cl_paymethod`'s codes were found in no source: it
   * is sent empty. Resent (3 times here) until the answer is exactly `cd_rslt=0000`.
   */
  async function notify(tid: string, status: EscrowStatus, refusal = ''): Promise<string[]> {
    const escrow = escrowOf(tid);
    if (!escrow) return [];
    const body = new URLSearchParams({
      id_merchant: simulatorMerchant.mid,
      no_oid: escrow.transaction.oid,
      no_tid: tid,
      dt_req: nowKst(),
      cl_status: statusCodes[status] ?? '',
      cl_paymethod: '',
      price: String(escrow.transaction.price),
      msg_deny: refusal,
    }).toString();
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      let answer: string;
      try {
        const response = await site.fetch(`${site.publicUrl}/api/payment/escrow/noti`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
        answer = (await response.text()).trim();
      } catch (error) {
        answer = `(${(error as Error).message})`;
      }
      answers.push(answer);
      noticeLog.push({ tid, status, answer, body });
      if (answer === 'cd_rslt=0000') {
        escrow.state.status = status;
        break;
      }
    }
    return answers;
  }

  /**
   * INIAPI v1 `POST /api/v1/escrow` with `type=Dlv`: the hash, merchant and transaction are checked as
   * Inicis would; a registration of a paid escrow transaction is answered `resultCode` 00 and the
   * delivery-registered notice (cl_status 2) goes to the site.
   */
  async function registerDelivery(form: Record<string, string | undefined>) {
    const refuse = (resultCode: string, resultMsg: string) => ({ resultCode, resultMsg });
    if (form.type !== 'Dlv') return refuse('01', `지원하지 않는 요청입니다. (${form.type})`);
    if (form.mid !== simulatorMerchant.mid) return refuse('01', '상점아이디 불일치');
    const expected = escrowDeliveryHashData({
      apiKey: simulatorMerchant.apiKey,
      type: 'Dlv',
      timestamp: form.timestamp ?? '',
      clientIp: form.clientIp ?? '',
      mid: form.mid ?? '',
      oid: form.oid ?? '',
      tid: form.tid ?? '',
      price: form.price ?? '',
    });
    if (form.hashData !== expected) return refuse('01', 'hashData 검증에 실패했습니다.');
    const escrow = escrowOf(form.tid ?? '');
    if (!escrow || escrow.transaction.oid !== form.oid) return refuse('01', '에스크로 거래가 아닙니다.');
    if (Number(form.price) !== escrow.transaction.price) return refuse('01', '거래금액 불일치');
    if (escrow.transaction.status === 'cancelled') return refuse('01', '취소된 거래입니다.');
    if (escrow.transaction.vbank && escrow.transaction.status !== 'deposited')
      return refuse('01', '입금되지 않은 가상계좌 거래입니다.');
    for (const name of ['invoice', 'exCode', 'exName', 'report'] as const)
      if (!form[name]) return refuse('01', `${name} 항목이 없습니다.`);
    if (form.report !== 'I' && form.report !== 'U') return refuse('01', 'report 는 I 또는 U 입니다.');
    const at = nowKst();
    escrow.state.delivery = {
      invoice: form.invoice ?? '',
      exCode: form.exCode ?? '',
      exName: form.exName ?? '',
      at,
    };
    if (escrow.state.status === 'paid') await notify(escrow.transaction.tid, 'delivered');
    return {
      resultCode: '00',
      resultMsg: '정상처리되었습니다.',
      tid: escrow.transaction.tid,
      oid: escrow.transaction.oid,
      dlvDate: at.slice(0, 8),
      dlvTime: at.slice(8),
    };
  }

  return {
    noticeLog,
    states,
    /** The window was shown: an escrow payment when the form asked for it. */
    rememberWindow(form: Record<string, string | undefined>) {
      const oid = form.oid ?? form.P_OID;
      if (oid && escrowAsked(form)) escrowOids.add(oid);
    },
    isEscrow: (tid: string) => Boolean(escrowOf(tid)),
    escrowOf,
    registerDelivery,
    /** Sends a status notice (the confirmation window's 3 / 4, or 31, 32, 8, 10 as the provider would). */
    notify,
  };
}
export type EscrowSimulator = ReturnType<typeof createEscrowSimulator>;

/** INIStdPay_escrow_conf.js of the simulator: INIStdPay.pay(formId) posts the form to the confirmation window. */
const escrowConfirmScript = windowScript('/__sim/inicis/escrow/confirm');

/** The confirmation window's pages and the INIAPI escrow call, under /__sim/inicis. */
export const escrowSimulatorRoutes: FastifyPluginAsyncZod<{ escrow: EscrowSimulator }> = async (
  app,
  { escrow },
) => {
  app.get('/__sim/inicis/stdjs/INIStdPay_escrow_conf.js', { schema: hidden }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(escrowConfirmScript),
  );

  app.post('/__sim/inicis/iniapi/api/v1/escrow', { schema: { ...hidden, body: fields } }, async (request) =>
    escrow.registerDelivery(request.body),
  );

  /** Why a confirmation window request is refused (merchant, key, transaction), or the transaction. */
  const windowOf = (form: Record<string, string | undefined>) => {
    const mobile = form.P_INI_PAYMENT === 'ESCROWCONFIRM';
    if ((mobile ? form.P_MID : form.mid) !== simulatorMerchant.mid) return '등록되지 않은 상점아이디입니다.';
    if (!mobile && form.mKey !== pcMKey(simulatorMerchant.signKey)) return 'mKey 가 올바르지 않습니다.';
    const found = escrow.escrowOf((mobile ? form.P_ESCROW_TID : form.tid) ?? '');
    if (!found) return '에스크로 거래를 찾을 수 없습니다.';
    if (found.state.status !== 'delivered') return '배송 등록 후 구매확정 또는 구매거절을 할 수 있습니다.';
    return found;
  };

  const confirmPage = async (form: Record<string, string | undefined>) => {
    const found = windowOf(form);
    if (typeof found === 'string') return { status: 400, html: simulatorErrorPage(found) };
    const { transaction, state } = found;
    return {
      status: 200,
      html: simulatorPage(
        'KG이니시스 에스크로 구매확인',
        `<p class="badge">개발용 결제 시뮬레이터 (KG이니시스)</p><p class="badge">에스크로(구매안전서비스) 적용</p>
<h1>구매확정 / 구매거절</h1>
<dl><dt>상품</dt><dd>${escapeHtml(transaction.goodName)}</dd><dt>주문번호</dt><dd>${escapeHtml(transaction.oid)}</dd>
<dt>결제금액</dt><dd><strong>${won(String(transaction.price))}</strong></dd>
<dt>배송</dt><dd>${escapeHtml(state.delivery?.exName ?? '')} ${escapeHtml(state.delivery?.invoice ?? '')}</dd></dl>
<form method="post" action="/__sim/inicis/escrow/decide">${hiddenFields(form)}
<button class="allow" name="decision" value="confirm">구매확정</button>
<label>거절 사유 <input name="msg_deny" maxlength="100"></label>
<button class="deny" name="decision" value="refuse">구매거절</button></form>`,
      ),
    };
  };

  app.post(
    '/__sim/inicis/escrow/confirm',
    { schema: { ...hidden, body: fields } },
    async (request, reply) => {
      const page = await confirmPage(request.body);
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  );

  /**
   * The buyer decided: the status notice (3 confirmed, 4 refused) goes to the site, then the browser is
   * posted back to the return URL with the window's answer (PC ResultCode, CNF_/DNY_ date and time,
   * DNY_DenyMsg; mobile P_STATUS, P_ESCROW_TID, P_CL_STATUS — G7 `UserEscrowConfirmController`).
   */
  app.post('/__sim/inicis/escrow/decide', { schema: { ...hidden, body: fields } }, async (request, reply) => {
    const form = request.body;
    const found = windowOf(form);
    reply.type('text/html; charset=utf-8');
    if (typeof found === 'string') return reply.status(400).send(simulatorErrorPage(found));
    const confirmed = form.decision === 'confirm';
    const reason = (form.msg_deny ?? '').slice(0, 100);
    await escrow.notify(found.transaction.tid, confirmed ? 'confirmed' : 'refused', confirmed ? '' : reason);
    const stamp = nowKst();
    const [date, time] = [stamp.slice(0, 8), stamp.slice(8)];
    const mobile = form.P_INI_PAYMENT === 'ESCROWCONFIRM';
    const answer = mobile
      ? {
          P_STATUS: confirmed ? '00' : '01',
          P_ESCROW_TID: found.transaction.tid,
          P_CL_STATUS: confirmed ? '3' : '4',
          P_RMESG1: confirmed ? '구매확정 처리되었습니다.' : '구매거절 처리되었습니다.',
        }
      : confirmed
        ? { ResultCode: '00', tid: found.transaction.tid, CNF_Date: date, CNF_Time: time }
        : {
            ResultCode: '01',
            tid: found.transaction.tid,
            DNY_Date: date,
            DNY_Time: time,
            DNY_DenyMsg: reason,
          };
    return reply.send(
      autoPostPage(
        'KG이니시스 에스크로 구매확인',
        (mobile ? form.P_NEXT_URL : form.returnUrl) ?? '/',
        answer,
      ),
    );
  });

  // Test and demo control: the provider's own status changes (31 자동구매확인, 32 강제구매확인, 8 취소,
  // 10 거부확인), or any notice again (a resend).
  app.post('/__sim/inicis/escrow/notice', { schema: { ...hidden, body: fields } }, async (request) => ({
    answers: await escrow.notify(
      request.body.tid ?? '',
      (escrowNoticeStatuses[request.body.cl_status ?? ''] ?? 'confirmed') as EscrowStatus,
      request.body.msg_deny ?? '',
    ),
  }));
};
