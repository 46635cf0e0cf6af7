import { describe, expect, it } from 'vitest';
import { officialAddressElsewhere } from './official-address';

describe('officialAddressElsewhere', () => {
  it('names the official address when the page was opened at another one', () => {
    expect(officialAddressElsewhere('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(
      'http://localhost:3000',
    );
    expect(officialAddressElsewhere('http://192.168.0.23:3000', 'https://edu.example/')).toBe(
      'https://edu.example',
    );
  });

  it('is quiet at the official address, or when the server named none', () => {
    expect(officialAddressElsewhere('http://localhost:3000', 'http://localhost:3000')).toBeNull();
    expect(officialAddressElsewhere('http://localhost:5173', null)).toBeNull();
    expect(officialAddressElsewhere('http://localhost:5173', 'not a url')).toBeNull();
  });
});
