/**
 * The download addresses of a bought content. They are plain GETs carried by the session cookie, so the
 * page offers them as links (`<a download>`); the server names the file in Content-Disposition.
 */
export function downloadOneUrl(orderContentId: number, orderDownloadId: number): string {
  const search = new URLSearchParams({
    orderContentId: String(orderContentId),
    orderDownloadId: String(orderDownloadId),
  });
  return `/new_api/customer/order/content/download/one?${search}`;
}

/** Every file of the content as one zip. */
export function downloadZipUrl(orderContentId: number): string {
  return `/new_api/customer/order/content/download/zip?${new URLSearchParams({ orderContentId: String(orderContentId) })}`;
}
