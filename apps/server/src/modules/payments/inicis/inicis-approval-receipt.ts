import type { CashReceiptKind } from '@edu/shared';
import type { Approval, ApprovalTicket, ApprovedCashReceipt, PayDevice } from '../payment-gateway.port';
import { kstInstant } from './inicis-settings';

/** 220000: 현금영수증 정상 발행 (the PC answer's `CSHR_ResultCode`, the mobile one's `P_CSHR_CODE`). */
const issuedCode = '220000';
/** `CSHR_Type` / `P_CSHR_TYPE`: 0 소득공제용, 1 지출증빙용. */
const kindOfType = (type: unknown): CashReceiptKind | undefined =>
  type === '0' ? 'deduction' : type === '1' ? 'proof' : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The cash receipt a real-time transfer's approval answer carries, as Inicis publishes its fields:
 * - PC (INIStdPay 승인결과, 계좌이체): `CSHR_ResultCode` (220000 정상처리) and `CSHR_Type`; the receipt is
 *   opened by the payment's `tid`, issued at `applDate` `applTime`, and the answer names no number of it;
 * - mobile (P_TYPE=BANK): `P_CSHR_CODE` (220000 정상), `P_CSHR_TYPE`, `P_CSHR_AUTH_NO` (발행번호, 9
 *   digits) and `P_CSHR_DT` (발행시간, YYYYMMDDhhmmss).
 * Undefined when the buyer asked for none (the fields are absent or blank) or the provider did not issue it.
 */
export function approvedCashReceipt(
  device: PayDevice,
  answer: Record<string, unknown>,
): ApprovedCashReceipt | undefined {
  if (device === 'pc') {
    const kind = kindOfType(text(answer.CSHR_Type));
    const tid = text(answer.tid);
    if (text(answer.CSHR_ResultCode) !== issuedCode || !kind || !tid) return undefined;
    const date = text(answer.applDate);
    return {
      kind,
      approvalNumber: null,
      tid,
      issuedAt: /^\d{8}$/.test(date) ? kstInstant(date, text(answer.applTime) || '000000') : new Date(),
    };
  }
  const kind = kindOfType(text(answer.P_CSHR_TYPE));
  const tid = text(answer.P_TID);
  if (text(answer.P_CSHR_CODE) !== issuedCode || !kind || !tid) return undefined;
  const stamp = [text(answer.P_CSHR_DT), text(answer.P_AUTH_DT)].find((value) => /^\d{14}$/.test(value));
  return {
    kind,
    approvalNumber: text(answer.P_CSHR_AUTH_NO) || null,
    tid,
    issuedAt: stamp ? kstInstant(stamp.slice(0, 8), stamp.slice(8)) : new Date(),
  };
}

/** A return whose approval, when it is a real-time transfer, carries the cash receipt its answer names. */
export function withApprovedCashReceipt(
  device: PayDevice,
  check: Approval | ApprovalTicket,
): Approval | ApprovalTicket {
  if ('kind' in check) return check;
  return {
    netCancel: check.netCancel,
    async approve() {
      const approval = await check.approve();
      if (approval.kind !== 'approved' || approval.method !== 'DirectBank') return approval;
      const cashReceipt = approvedCashReceipt(device, approval.raw);
      return cashReceipt ? { ...approval, cashReceipt } : approval;
    },
  };
}
