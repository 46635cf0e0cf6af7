import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-logging';

describe('request log redaction', () => {
  it('masks the app token in /management/{token}', () => {
    expect(redactUrl('/management/ZXlKaGJHY2lPaUpJVXpJMU5pSjk=')).toBe('/management/[redacted]');
  });

  it('masks secret query parameters and keeps the others', () => {
    expect(redactUrl('/naverLoginCheck?code=abc&state=xyz&page=2')).toBe(
      '/naverLoginCheck?code=%5Bredacted%5D&state=%5Bredacted%5D&page=2',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/conferences')).toBe('/api/conferences');
    expect(redactUrl('/management')).toBe('/management');
  });
});
