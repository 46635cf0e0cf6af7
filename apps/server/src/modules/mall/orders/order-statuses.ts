// The statuses live in packages/shared so the pages and the server read one list.
export { paidOrderStatuses } from '@edu/shared';
