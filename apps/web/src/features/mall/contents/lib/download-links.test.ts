import { describe, expect, it } from 'vitest';
import { downloadOneUrl, downloadZipUrl } from './download-links';

describe('download links', () => {
  it('point at the contract’s download calls', () => {
    expect(downloadOneUrl(12, 34)).toBe(
      '/new_api/customer/order/content/download/one?orderContentId=12&orderDownloadId=34',
    );
    expect(downloadZipUrl(12)).toBe('/new_api/customer/order/content/download/zip?orderContentId=12');
  });
});
