// The routes are registered by app.ts from their own file: the content box reads orders and the catalogue,
// and orders puts contents in the box through this index, so the index leads to no route (no import circle).
export { closeRefundedContents } from './close-refunded-contents';
export {
  type BoughtContent,
  contentIdsByOrderLine,
  dropUnpaidContents,
  putInContentBox,
} from './content-box-entries';
export { downloadableStatuses } from './content-expiry';
export { countDownloadableContents } from './downloadable-count';
export {
  askContentsBack,
  type ContentWithdrawalState,
  contentWithdrawalStates,
  lockContentsForWithdrawal,
  releaseContentsAskedBack,
} from './withdrawal-states';
