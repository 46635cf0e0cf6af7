export { type ConferenceCatalog, createConferenceCatalog } from './conference-catalog';
export { conferenceRoutes } from './conferences.routes';
export { listPublishedConferences } from './list-conferences';
export {
  findSessionForRegistration,
  isSessionOffered,
  releaseSeats,
  remainingSeats,
  type SessionForRegistration,
  takeSeats,
} from './seats';
