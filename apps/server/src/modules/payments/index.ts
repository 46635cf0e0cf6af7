export { createPayments, type Payments } from './create-payments';
export { depositDeadline } from './deposit-deadline';
export type { PaymentNeedingAttention } from './list-payments-needing-attention';
export {
  type PayDevice,
  type PayMethod,
  type PaymentForm,
  payMethodNamed,
  type VirtualAccount,
} from './payment-gateway.port';
export { type PaymentEvent, type PaymentOutcomeHandler, PaymentRefused } from './payment-outcomes';
export { paymentRoutes } from './payments.routes';
export { paymentAttentionAdminRoutes } from './payments-attention.admin-routes';
export { type RefundState, refundInDoubtMessage } from './refund-payment';
export { inicisSimulatorRoutes } from './simulator/inicis-simulator.routes';
