export { expireOffers } from './end-offers';
export { offerFreedSeats, sendWaitingOfferLinksTo } from './offer-seats';
export { settleAcceptedOffer, takeOfferedSeats } from './take-offered-seats';
export { waitingListAdminRoutes } from './waiting-list.admin-routes';
export { waitingListRoutes } from './waiting-list.routes';
export {
  offerWaitingSeats,
  offerWaitingSeatsOfConference,
  registerWaitingListJobs,
} from './waiting-list-jobs';
