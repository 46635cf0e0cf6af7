// One formatter for pages and server messages alike.
export { formatWon } from '@edu/shared';
