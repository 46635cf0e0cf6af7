// What the site-settings feature offers the other features: they import it from here, never from its folders.
export {
  businessDetailsQueryKey,
  businessDetailsQueryOptions,
  useBusinessDetails,
} from './api/get-business-details';
