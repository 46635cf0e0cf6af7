export { conferenceRoutes } from './conferences.routes';
export { listPublishedConferences } from './list-conferences';
export { type ConferenceCatalog, createConferenceCatalog } from './conference-catalog';
