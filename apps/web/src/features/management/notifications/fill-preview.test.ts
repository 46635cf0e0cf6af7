import { describe, expect, it } from 'vitest';
import { fillPreview, unknownTokens } from './fill-preview';

const placeholders = [
  { token: '#{이름}', description: '신청자 이름', sample: '홍길동' },
  { token: '#{회차}', description: '회차', sample: '1회차' },
];

describe('template preview', () => {
  it('fills every known placeholder with its sample and leaves unknown ones as written', () => {
    expect(fillPreview('#{이름}님 #{회차} #{이름} #{주소}', placeholders)).toBe(
      '홍길동님 1회차 홍길동 #{주소}',
    );
  });

  it('names each unknown placeholder once', () => {
    expect(unknownTokens('#{주소} #{이름} #{주소} #{전화}', placeholders)).toEqual(['#{주소}', '#{전화}']);
  });
});
