import { describe, expect, it } from 'vitest';
import { addressMatcher } from './client-address';

describe('address lists', () => {
  it('match single addresses and CIDR ranges, IPv4-mapped or not', () => {
    const inicis = addressMatcher([
      '203.238.37.0/24',
      '39.115.212.0/24',
      '183.109.71.0/24',
      '211.219.96.165',
    ]);
    expect(inicis('203.238.37.15')).toBe(true);
    expect(inicis('::ffff:39.115.212.9')).toBe(true);
    expect(inicis('183.109.71.255')).toBe(true);
    expect(inicis('211.219.96.165')).toBe(true);
    expect(inicis('211.219.96.166')).toBe(false);
    expect(inicis('203.238.38.1')).toBe(false);
    expect(inicis('not an address')).toBe(false);
    expect(addressMatcher(['127.0.0.1', '::1'])('::1')).toBe(true);
  });
});
