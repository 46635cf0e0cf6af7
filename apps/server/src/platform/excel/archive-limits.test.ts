import { describe, expect, it } from 'vitest';
import { craftedZip, deflatedZeros } from '../../test/crafted-zip';
import { workbookOf } from '../../test/excel-sheet';
import { checkArchiveLimits, inflatesAsDeclared } from './archive-limits';

const megabyte = 1024 * 1024;

describe('the limits of an uploaded .xlsx archive', () => {
  it('lets an ordinary workbook through both checks', async () => {
    const file = await workbookOf(
      Array.from({ length: 2_000 }, (_, i) => [i, `김하나${i}`, 'CJ대한통운', '1234-5678-9012', 0, 0, 0]),
    );
    expect(checkArchiveLimits(file)).toBeNull();
    expect(inflatesAsDeclared(file)).toBeNull();
  });

  it('refuses an entry that claims to inflate absurdly, even when the total is modest', async () => {
    const data = await deflatedZeros(20);
    const zip = craftedZip([
      { name: 'xl/worksheets/sheet1.xml', data, method: 8, declaredSize: 20 * megabyte },
    ]);
    expect(checkArchiveLimits(zip)).toBe('too-big');
  });

  it('refuses an entry that inflates past what it declared, at the declared size', async () => {
    const data = await deflatedZeros(64);
    const zip = craftedZip([
      { name: 'xl/worksheets/sheet1.xml', data, method: 8, declaredSize: 2 * data.length },
    ]);
    expect(checkArchiveLimits(zip)).toBeNull();
    expect(inflatesAsDeclared(zip)).toBe('too-big');
  });

  it('calls anything that is not a plain zip unreadable', async () => {
    const zip = craftedZip([{ name: 'a.xml', data: Buffer.from('<a/>'), method: 0, declaredSize: 4 }]);
    expect(checkArchiveLimits(zip.subarray(0, zip.length - 3))).toBe('unreadable');
    expect(checkArchiveLimits(Buffer.from('PK\u0003\u0004 but nothing else'))).toBe('unreadable');
    const stored = craftedZip([{ name: 'a.xml', data: Buffer.from('<a/>'), method: 0, declaredSize: 40 }]);
    expect(inflatesAsDeclared(stored)).toBe('unreadable');
  });
});
