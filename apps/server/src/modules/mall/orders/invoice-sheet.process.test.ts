import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workbookOf } from '../../../test/excel-sheet';
import { readInvoiceFile } from './invoice-sheet';

// The sheet is read in a worker thread whose TypeScript must load both under vitest and under the
// server's own runtime (`node --import tsx`, as `npm start` runs it): Node does not hand a worker the
// parent's `--import`, so this runs the reader in such a process too.

async function filledExport() {
  return workbookOf([
    ['주문번호', '주문상품번호', '택배사', '송장번호'],
    ['20240101-0001', 12, 'CJ대한통운', '1234-5678-9012'],
    ['20240101-0002', 13, '', ''],
    ['20240101-0003', "'=14", '한진택배', 987654321098],
  ]);
}

const expectedRows = [
  { row: 2, line: '12', courier: 'CJ대한통운', invoice: '1234-5678-9012' },
  { row: 4, line: "'=14", courier: '한진택배', invoice: '987654321098' },
];

describe('reading an uploaded order export off the main thread', () => {
  it('answers the rows with an invoice number under vitest', async () => {
    expect(await readInvoiceFile(await filledExport())).toEqual({ rows: expectedRows });
  });

  it('answers the same under node --import tsx, as the server runs', async () => {
    const module = fileURLToPath(new URL('./invoice-sheet.ts', import.meta.url));
    const script = `
      import { readFileSync } from 'node:fs';
      import { readInvoiceFile } from ${JSON.stringify(module)};
      process.stdout.write(JSON.stringify(await readInvoiceFile(readFileSync(0))));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      input: await filledExport(),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ rows: expectedRows });
  });
});
