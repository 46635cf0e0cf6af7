export { type ConferenceCatalog, createConferenceCatalog } from './conference-catalog';
export {
  conferenceTitlesByIdx,
  findOnlineMeeting,
  findSessionForTicket,
  isPublishedConference,
  listConferenceTitles,
} from './conference-lookups';
export { conferenceRoutes } from './conferences.routes';
export { listPublishedConferences } from './list-conferences';
export {
  findSessionForRegistration,
  isSessionOffered,
  releaseSeats,
  remainingSeats,
  type SessionForRegistration,
  seatsLeftExpression,
  takeOpenSeatsStatement,
  takeSeats,
} from './seats';
