import { describe, expect, it } from 'vitest';
import {
  approvalAuthSignature,
  approvalSignature,
  approvalVerification,
  iniapiDecrypt,
  iniapiEncrypt,
  iniapiHashData,
  kstTimestamp,
  mobileChkfake,
  pcMKey,
  pcSignature,
  pcVerification,
} from './inicis-signatures';

// The vectors of integrations.md §1.9 (INIpayTest test credentials).
const signKey = 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS';

describe('Inicis signatures', () => {
  it('reproduces the PC form hashes', () => {
    expect(pcMKey(signKey)).toBe('3a9503069192f207491d4b19bd743fc249a761ed94246c8c42fed06c3cd15a33');
    expect(pcSignature('INIpayTest_1432813606995', '1000', '1432813606995')).toBe(
      'ee50b734571739f1e49583db3cf3988bc6693acc856d29ece4d498c6d71a697c',
    );
    expect(pcVerification('INIpayTest_1432813606995', '1000', signKey, '1432813606995')).toBe(
      '1ddb1b0fca3031c07655d73cd2c907914308d2fa381a52c2f552b7d66ef9ee7a',
    );
  });

  it('reproduces the approval hashes and the answer’s authSignature', () => {
    expect(approvalSignature('TESTAUTHTOKEN123', '1700000000123')).toBe(
      '71343c28e57a464ea8e1b96146a4243d46eaad16bbf761cd7c0d57c2c6084b28',
    );
    expect(approvalVerification('TESTAUTHTOKEN123', signKey, '1700000000123')).toBe(
      '3d90370e53b6297d53c472f19066a824883370dc5644ea3212bbc98f73c53cc1',
    );
    expect(
      approvalAuthSignature({
        mid: 'INIpayTest',
        moid: 'ORDER-0001',
        totPrice: '1000',
        tstamp: '1700000000123',
      }),
    ).toBe('3b8cc0e2c355c5b92d0e348b6515b1ab4b02180dd693c3b37084d66a8352a736');
  });

  it('reproduces the mobile P_CHKFAKE', () => {
    expect(mobileChkfake('1000', 'url_99120', '1640061760611', '3CB8183A4BE283555ACC8363C0360223')).toBe(
      'bKVddmNY3kUqWWbeffnPN6r9NatBqhNZe7bx677NyxeLvb42wCRCxEjGx+aH2CATMm0BE8PEKw1x2PqFQbgrsA==',
    );
  });

  it('reproduces INIAPI encryption and hashData', () => {
    const encrypted = iniapiEncrypt('01011112222', 'ItEQKi3rY7uvDS8l', 'HYb3yQ4f65QL89==');
    expect(encrypted).toBe('5l8uENBFbTe50/9F3/7o0g==');
    expect(iniapiDecrypt(encrypted, 'ItEQKi3rY7uvDS8l', 'HYb3yQ4f65QL89==')).toBe('01011112222');
    const data = JSON.stringify({ tid: 'StdpayCARDINIpayTest20260101115959123456', msg: '테스트취소' });
    expect(iniapiHashData('ItEQKi3rY7uvDS8l', 'INIpayTest', 'refund', '20260101120000', data)).toBe(
      '2cf70e1336c7bd5cffc2deee61ba26a49b26e33e30e768d2369d4ed06c18ab5347e233eaf29eae550eba82549d40d1a64c56e6b0a5cf78ce2f2e584b6060dafd',
    );
  });

  it('writes INIAPI timestamps in Korean time', () => {
    expect(kstTimestamp(new Date('2026-01-01T03:00:00Z'))).toBe('20260101120000');
  });
});
