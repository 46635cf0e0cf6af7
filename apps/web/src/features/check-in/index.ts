/** What other features use of the check-in desk. */
export { listCheckInConflicts, listCheckInSessions } from './api/offline-check-in';
export { koreanClock } from './offline/admit-locally';
