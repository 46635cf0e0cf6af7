export { conferenceAdminRoutes } from './conference-admin.routes';
export { type ConferenceCatalog, createConferenceCatalog } from './conference-catalog';
export {
  conferenceTitlesByIdx,
  findConferencesForReport,
  findOnlineMeeting,
  findSessionForTicket,
  isPublishedConference,
  listConferenceTitles,
} from './conference-lookups';
export { conferencePageHints } from './conference-page-hints';
export { publishedConferencePages } from './conference-sitemap';
export { conferenceRoutes } from './conferences.routes';
export { listPublishedConferences } from './list-conferences';
export {
  findSessionForRegistration,
  findSessionsByIdx,
  findSessionsOfConferences,
  isSessionOffered,
  lockSeats,
  releaseSeats,
  remainingSeats,
  type SessionForRegistration,
  seatsLeftExpression,
  takeOpenSeatsStatement,
  takeSeats,
} from './seats';
