import { addressMatcher } from '../../../platform/http/client-address';
import type { PaymentGateway } from '../payment-gateway.port';
import { withApprovedCashReceipt } from './inicis-approval-receipt';
import { escrowConfirmForm, registerEscrowDelivery } from './inicis-escrow';
import { prepareMobile, readMobileReturn } from './inicis-mobile';
import { readInicisNotice } from './inicis-notice';
import { preparePc, readPcReturn } from './inicis-pc';
import { inquireThroughIniapi, refundThroughIniapi } from './inicis-refund';
import { type InicisSettings, postForm } from './inicis-settings';

/**
 * KG Inicis (integrations.md §1): PC standard payment, mobile payment, virtual-account notices, INIAPI
 * refunds and the receipt viewer. The same adapter talks to this server's simulator when its endpoints
 * point there, so the simulator is exercised by exactly the code that runs in production.
 */
export function inicisGateway(settings: InicisSettings, fetchFn: typeof fetch): PaymentGateway {
  const isNoticeSource = addressMatcher(settings.notiSourceIps);
  return {
    prepare: (order, device) =>
      device === 'pc' ? preparePc(settings, order) : prepareMobile(settings, order),
    // A real-time transfer's approval answer also carries the cash receipt issued with it.
    readReturn: (device, body, expected) =>
      withApprovedCashReceipt(
        device,
        device === 'pc'
          ? readPcReturn(settings, fetchFn, body, expected)
          : readMobileReturn(settings, fetchFn, body, expected),
      ),
    async netCancel(request) {
      const allowed = [
        ...Object.values(settings.idcUrls).map((urls) => urls.netCancelUrl),
        ...Object.values(settings.mobileIdcUrls).map((urls) => urls.netCancelUrl),
      ];
      if (!allowed.includes(request.url)) return false;
      try {
        const text = await postForm(fetchFn, request.url, request.form);
        return text.trim().startsWith('{')
          ? JSON.parse(text).resultCode === '0000'
          : new URLSearchParams(text).get('P_STATUS') === '00';
      } catch {
        return false;
      }
    },
    readNotice: (body, sourceIp) => readInicisNotice(settings, isNoticeSource, body, sourceIp),
    refund: (request) => refundThroughIniapi(settings, fetchFn, request),
    inquire: (tid) => inquireThroughIniapi(settings, fetchFn, tid),
    receiptUrl: (tid) => `${settings.receiptBaseUrl}?${new URLSearchParams({ noTid: tid, noMethod: '1' })}`,
    cashReceiptUrl: (tid) =>
      `${settings.cashReceiptBaseUrl}?${new URLSearchParams({ noTid: tid, clpaymethod: '22' })}`,
    registerEscrowDelivery: (delivery) => registerEscrowDelivery(settings, fetchFn, delivery),
    escrowConfirmForm: (request) => escrowConfirmForm(settings, request),
  };
}
