// What the payments feature offers the other features: they import it from here, never from its folders.
export { paymentResultQueryOptions } from './api/get-payment-result';
export { CashReceiptChoice } from './components/cash-receipt-choice';
export { CashReceiptSummary } from './components/cash-receipt-summary';
export { PaymentTimeLimit } from './components/payment-time-limit';
export {
  type CashReceiptDraft,
  cashReceiptDraftProblem,
  cashReceiptNumberInputName,
  cashReceiptRequestOf,
  initialCashReceiptDraft,
} from './lib/cash-receipt-draft';
export { launchPaymentWindow, preferredDevice } from './lib/launch-payment-window';
