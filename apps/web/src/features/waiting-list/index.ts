// What the waiting-list feature offers the other features: they import it from here, never from its folders.
export { useWaitingOffer } from './api/waiting-list-api';
export { MyWaitingList } from './components/my-waiting-list';
export { WaitButton } from './components/wait-button';
export { WaitingOfferView } from './components/waiting-offer-view';
