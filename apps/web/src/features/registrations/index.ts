// What the registrations feature offers the others (the administration's move dialog asks for the same
// refund account as the member's cancel and move dialogs).
export {
  emptyRefundAccount,
  missingRefundAccountPart,
  type RefundAccount,
  RefundAccountFields,
  refundAccountBody,
} from './components/refund-account-fields';
export { refundBankName } from './lib/refund-banks';
