import { kstDateTime } from '../../../platform/korean-time';
import type {
  EscrowDelivery,
  EscrowDeliveryResult,
  EscrowNotice,
  Notice,
  PayDevice,
  PaymentForm,
} from '../payment-gateway.port';
import { type InicisSettings, postForm } from './inicis-settings';
import { escrowDeliveryHashData, kstTimestamp, pcMKey } from './inicis-signatures';

/**
 * KG Inicis 구매안전서비스 (escrow). Sources, as far as they go:
 * - Delivery registration: INIAPI v1 `POST {iniapi}/api/v1/escrow`, form key=value, `type=Dlv`, the
 *   fields and hash of Inicis's escrow sample (public code excerpt, code-index id 67159650888: "step1.
 *   요청을 위한 파라미터 설정 … step2. key=value 로 post 요청") and of G7
 *   `KgInicisApiService::registerEscrowDelivery` (which cites manual.inicis.com/pay/escrow_pc.html#dlv).
 *   Success is `resultCode` `00` (G7; the older INILite escrow samples answer `00` too).
 * - Status notices: G7 `EscrowNotifyRequest` (citing manual.inicis.com/pay/etc-noti.html#es) — fields
 *   id_merchant, no_oid, no_tid, dt_req, cl_status, cl_paymethod, price, msg_deny, tid_org; the reply
 *   must be exactly `cd_rslt=0000`.
 * - The buyer's confirmation window: G7 `UserEscrowConfirmController` — PC `INIStdPay_escrow_conf.js`
 *   with version, mid, tid, timestamp, mKey, currency, returnUrl, closeUrl, acceptmethod; mobile a post
 *   to the mobile window with P_INI_PAYMENT=ESCROWCONFIRM, P_MID, P_ESCROW_TID, P_NEXT_URL, P_RESERVED.
 *   Only that one third-party integration shows it [3P]: check against the manual before going live.
 * Not found in any published source: the codes of `cl_paymethod` (it is not read), and an official
 * courier-code table (below, what two merchant integrations agree on).
 */

/**
 * The provider's courier codes (`exCode`): cjgls and hanjin agree in G7's table and a merchant's Java
 * integration (code-index id 375137372); epost is G7's. 롯데택배 is `lotte` in G7 (롯데글로벌로지스).
 * 로젠택배's code is not certain in any source (G7 labels `loge` 롯데택배), so it goes as G7's `etc`
 * (기타) with its name in `exName`.
 */
export const escrowCourierCodes: Record<string, string> = {
  CJ대한통운: 'cjgls',
  한진택배: 'hanjin',
  우체국택배: 'epost',
  롯데택배: 'lotte',
};
const otherCourier = 'etc';

/** The form of a delivery registration, field by field in the sample's order, with its hash. */
export function escrowDeliveryForm(
  settings: Pick<InicisSettings, 'mid' | 'apiKey' | 'clientIp'>,
  delivery: EscrowDelivery,
  now = new Date(),
): Record<string, string> {
  const type = 'Dlv';
  const timestamp = kstTimestamp(now);
  const price = String(delivery.amount);
  return {
    type,
    mid: settings.mid,
    clientIp: settings.clientIp,
    timestamp,
    tid: delivery.tid,
    oid: delivery.oid,
    price,
    report: delivery.report,
    invoice: delivery.invoice,
    registName: delivery.registrant,
    exCode: escrowCourierCodes[delivery.courier] ?? otherCourier,
    exName: delivery.courier,
    // SH 판매자부담, BH 구매자부담 (the sample's comment).
    charge: delivery.chargedTo === 'seller' ? 'SH' : 'BH',
    // "배송등록 확인일자 (String 으로 timestamp 사용 가능)": Y-m-d H:i:s in the sample.
    invoiceDay: kstDateTime(delivery.shippedAt),
    sendName: delivery.sender.name,
    sendTel: delivery.sender.tel,
    sendPost: delivery.sender.zipCode,
    sendAddr1: delivery.sender.address,
    recvName: delivery.recipient.name,
    recvTel: delivery.recipient.tel,
    recvPost: delivery.recipient.zipCode,
    recvAddr: delivery.recipient.address,
    hashData: escrowDeliveryHashData({
      apiKey: settings.apiKey,
      type,
      timestamp,
      clientIp: settings.clientIp,
      mid: settings.mid,
      oid: delivery.oid,
      tid: delivery.tid,
      price,
    }),
  };
}

/** The answer is JSON, or key=value text (G7 reads both). */
function readAnswer(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const parsed = JSON.parse(trimmed) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}

/** Registers an escrow delivery; an unanswered call is in doubt (registering again is harmless: `U`). */
export async function registerEscrowDelivery(
  settings: InicisSettings,
  fetchFn: typeof fetch,
  delivery: EscrowDelivery,
): Promise<EscrowDeliveryResult> {
  let answer: Record<string, unknown>;
  try {
    answer = readAnswer(
      await postForm(
        fetchFn,
        `${settings.iniapiBaseUrl}/api/v1/escrow`,
        escrowDeliveryForm(settings, delivery),
        settings.apiTimeoutMs ?? 15_000,
      ),
    );
  } catch (error) {
    return {
      ok: false,
      inDoubt: true,
      code: 'NO_ANSWER',
      message: `INIAPI의 응답을 받지 못했습니다: ${(error as Error).message}`,
    };
  }
  if (answer.resultCode !== '00')
    return {
      ok: false,
      code: String(answer.resultCode ?? ''),
      message: String(answer.resultMsg ?? '배송 등록이 거절되었습니다.'),
    };
  return { ok: true, raw: answer };
}

/** The buyer's confirmation window (구매확정 / 구매거절) of an escrow payment. */
export function escrowConfirmForm(
  settings: InicisSettings,
  request: { tid: string; device: PayDevice; returnUrl: string; closeUrl: string },
): PaymentForm {
  if (request.device === 'mobile')
    return {
      device: 'mobile',
      action: settings.mobilePayUrl,
      acceptCharset: settings.mobileFormCharset,
      fields: {
        P_INI_PAYMENT: 'ESCROWCONFIRM',
        P_MID: settings.mid,
        P_ESCROW_TID: request.tid,
        P_NEXT_URL: request.returnUrl,
        P_RESERVED: '',
      },
    };
  return {
    device: 'pc',
    jsUrl: settings.escrowConfirmJsUrl,
    fields: {
      version: '1.0',
      mid: settings.mid,
      tid: request.tid,
      timestamp: String(Date.now()),
      mKey: pcMKey(settings.signKey),
      currency: 'WON',
      returnUrl: request.returnUrl,
      closeUrl: request.closeUrl,
      acceptmethod: '',
    },
  };
}

/** `cl_status` of an escrow notice (G7 `EscrowNotifyRequest`'s docblock). */
export const escrowNoticeStatuses: Record<string, EscrowNotice['status']> = {
  '2': 'delivered',
  '3': 'confirmed',
  '31': 'autoConfirmed',
  '32': 'forcedConfirmed',
  '4': 'refused',
  '8': 'cancelled',
  '10': 'refusalAcknowledged',
};

/**
 * An escrow status notice, already from an allowed address: our merchant, a TID and an order named,
 * a status we know (another is acknowledged and ignored). `msg_deny` is the buyer's reason for a refusal.
 */
export function readEscrowNotice(
  settings: { mid: string },
  body: Record<string, string | undefined>,
): Notice {
  if (body.id_merchant !== settings.mid) return { kind: 'untrusted', reason: `mid ${body.id_merchant}` };
  const tid = (body.no_tid ?? '').trim();
  const oid = (body.no_oid ?? '').trim();
  if (!tid || !oid) return { kind: 'untrusted', reason: 'no order or tid' };
  const status = escrowNoticeStatuses[(body.cl_status ?? '').trim()];
  if (!status) return { kind: 'ignore', reason: `cl_status ${body.cl_status}` };
  return {
    kind: 'escrow',
    escrow: {
      tid,
      oid,
      status,
      amount: Number(body.price ?? Number.NaN),
      refusalReason: (body.msg_deny ?? '').trim().slice(0, 200),
      requestedAt: (body.dt_req ?? '').trim(),
    },
  };
}
