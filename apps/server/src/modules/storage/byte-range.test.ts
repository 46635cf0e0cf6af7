import { describe, expect, it } from 'vitest';
import { parseByteRange, resolveByteRange } from './byte-range';

describe('a Range header', () => {
  it('reads one range of each form', () => {
    expect(parseByteRange('bytes=0-1')).toEqual({ start: 0, end: 1 });
    expect(parseByteRange('bytes=100-')).toEqual({ start: 100, end: null });
    expect(parseByteRange('bytes=-500')).toEqual({ suffix: 500 });
  });

  it('is ignored (the whole file) when absent, malformed, reversed or asking several ranges', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=5-2',
      'bytes=0-1,4-5',
      'bytes=a-b',
    ])
      expect(parseByteRange(header), String(header)).toBeNull();
    expect(parseByteRange('bytes=99999999999999999-')).toBeNull();
  });

  it('resolves against the size, cutting an end past the file and refusing what lies beyond it', () => {
    expect(resolveByteRange({ start: 0, end: 1 }, 10)).toEqual({ start: 0, end: 1 });
    expect(resolveByteRange({ start: 8, end: 99 }, 10)).toEqual({ start: 8, end: 9 });
    expect(resolveByteRange({ suffix: 99 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveByteRange({ start: 10, end: null }, 10)).toBeNull();
    expect(resolveByteRange({ suffix: 0 }, 10)).toBeNull();
    expect(resolveByteRange({ start: 0, end: null }, 0)).toBeNull();
  });
});
