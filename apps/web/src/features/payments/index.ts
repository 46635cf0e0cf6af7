// What the payments feature offers the other features: they import it from here, never from its folders.
export { paymentResultQueryOptions } from './api/get-payment-result';
export { launchPaymentWindow, preferredDevice } from './lib/launch-payment-window';
