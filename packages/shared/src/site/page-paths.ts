/**
 * The canonical addresses of the pages people share: the server names them in a page's og:url and in
 * /sitemap.xml, the share button hands them on. /app/{idx} is the same conference for the native app.
 */
export const conferencePagePath = (idx: number) => `/${idx}`;
export const itemPagePath = (itemId: number) => `/mall/view/${itemId}`;
