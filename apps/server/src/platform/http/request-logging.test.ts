import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-logging';

describe('request log redaction', () => {
  it('masks the app token in /management/{token}', () => {
    expect(redactUrl('/management/ZXlKaGJHY2lPaUpJVXpJMU5pSjk=')).toBe('/management/[redacted]');
  });

  it('masks query values except pages, filters and ids', () => {
    expect(redactUrl('/naverLoginCheck?code=abc&state=xyz&page=2')).toBe(
      '/naverLoginCheck?code=%5Bredacted%5D&state=%5Bredacted%5D&page=2',
    );
    expect(redactUrl('/api/messages?page=1&search=01012345678&status=queued')).toBe(
      '/api/messages?page=1&search=%5Bredacted%5D&status=queued',
    );
  });

  it('masks path parameters that are not plain ids', () => {
    expect(redactUrl('/api/member/12')).toBe('/api/member/12');
    expect(redactUrl('/api/oauth/%ED%99%8D%00/start')).toBe('/api/oauth/[redacted]/start');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/conferences')).toBe('/api/conferences');
    expect(redactUrl('/management')).toBe('/management');
  });
});
