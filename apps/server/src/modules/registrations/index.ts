export { expireHolds } from './expire-holds';
export { registerRegistrationJobs } from './registration-jobs';
export { registrationRoutes } from './registrations.routes';
