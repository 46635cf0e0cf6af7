import { describe, expect, it } from 'vitest';
import { brandMessages, brandRequestOf, brandSavedMessage } from './brand-form';

describe('brandRequestOf', () => {
  it('sends the name trimmed', () => {
    expect(brandRequestOf('  두란노  ')).toEqual({ ok: true, body: { name: '두란노' } });
  });

  it('requires a name', () => {
    expect(brandRequestOf(' \n ')).toEqual({ ok: false, problem: brandMessages.nameRequired });
  });

  it('takes up to 100 characters, counted as the database counts', () => {
    expect(brandRequestOf('가'.repeat(100))).toMatchObject({ ok: true });
    expect(brandRequestOf('😀'.repeat(100))).toMatchObject({ ok: true });
    expect(brandRequestOf('가'.repeat(101))).toEqual({ ok: false, problem: brandMessages.nameTooLong });
  });
});

describe('brandSavedMessage', () => {
  it('names the brand added or renamed', () => {
    expect(brandSavedMessage('두란노', true)).toBe('브랜드를 추가했습니다 (두란노).');
    expect(brandSavedMessage('두란노', false)).toBe('브랜드 이름을 저장했습니다 (두란노).');
  });
});
