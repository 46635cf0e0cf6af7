export { barcodeOf } from './barcode';
export { conferencePaymentOutcome } from './conference-payment-outcome';
export { expireHolds } from './expire-holds';
export { registerRegistrationJobs } from './registration-jobs';
export { registrationPaymentRoutes } from './registration-payment.routes';
export { registrationRoutes } from './registrations.routes';
export { registrationHistoryRoutes } from './registrations-history.routes';
export { ticketRoutes } from './ticket.routes';
