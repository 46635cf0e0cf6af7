export { type ConferenceCatalog, createConferenceCatalog } from './conference-catalog';
export { conferenceRoutes } from './conferences.routes';
export { listPublishedConferences } from './list-conferences';
