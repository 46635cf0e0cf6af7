// What the site-pages feature offers the other features: they import it from here, never from its folders.
export { sitePageQueryKey } from './api/get-site-page';
