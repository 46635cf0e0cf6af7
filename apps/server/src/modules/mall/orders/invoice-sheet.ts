import readXlsxFile from 'read-excel-file/node';
import { inflatesAsDeclared } from '../../../platform/excel/archive-limits';
import { runInWorker, WorkerLimitError } from '../../../platform/workers/run-in-worker';

/** The columns an invoice upload reads back: the line to ship, its courier and its invoice number. */
export const invoiceColumns = { line: '주문상품번호', courier: '택배사', invoice: '송장번호' } as const;

/**
 * Rows one upload may hold: those with an invoice number are shipped in one transaction, which must
 * stay short; the sheet may hold more rows (an export of many orders, a few filled in).
 */
export const invoiceRowLimits = { shipping: 5_000, sheet: 100_000 } as const;

export const invoiceSheetMessages = {
  tooBig: '엑셀 파일이 너무 큽니다. 행을 나눠 여러 파일로 올려 주세요.',
  unreadable: '엑셀 파일(.xlsx)을 읽을 수 없습니다.',
  noSheet: '엑셀 파일에 시트가 없습니다.',
  columns: `'${invoiceColumns.line}', '${invoiceColumns.courier}', '${invoiceColumns.invoice}' 열이 있는 주문 엑셀을 올려 주세요.`,
  tooManyRows: `한 번에 올릴 수 있는 행은 최대 ${invoiceRowLimits.shipping.toLocaleString('en-US')}개입니다.`,
  sheetTooLong: `엑셀 파일의 행이 너무 많습니다. 최대 ${invoiceRowLimits.sheet.toLocaleString('en-US')}행까지 읽습니다.`,
} as const;

/** A row of the sheet with an invoice number, its cells as text, not yet checked. */
export type InvoiceSheetRow = { row: number; line: string; courier: string; invoice: string };

/** The rows to ship, or why the file cannot be read at all. */
export type InvoiceSheet = { rows: InvoiceSheetRow[] } | { refusal: string };

/**
 * Limits of the worker that reads a sheet, with room to spare: read-excel-file reads an export of
 * 20,000 lines of 22 columns in 1.6 s here (exceljs, before it: 16,000 lines in 8 s within a 256 MB
 * heap), and the archive limits allow about twice that.
 */
const readLimits = { timeoutMs: 60_000, maxHeapMb: 512 };

/**
 * The rows with an invoice number of an uploaded order export, read by `readInvoiceSheet` in a worker
 * thread: the server keeps answering meanwhile, and a file that slips past the archive checks and still
 * exhausts the reader's time or heap is refused as too big instead of taking the server down.
 */
export async function readInvoiceFile(file: Buffer): Promise<InvoiceSheet> {
  try {
    return await runInWorker<Uint8Array, InvoiceSheet>({
      module: new URL(import.meta.url),
      exportName: 'readInvoiceSheet',
      input: file,
      ...readLimits,
    });
  } catch (error) {
    if (error instanceof WorkerLimitError) return { refusal: invoiceSheetMessages.tooBig };
    throw error;
  }
}

/** A cell as text: numbers as written, dates as ISO, text trimmed; an empty cell is ''. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
};

/**
 * The rows with an invoice number of the order export an administrator filled in. The task of the
 * worker `readInvoiceFile` starts: it inflates the archive against the sizes it declares, then
 * read-excel-file reads the first sheet, both work to keep off the main thread.
 */
export async function readInvoiceSheet(file: Uint8Array): Promise<InvoiceSheet> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const archive = inflatesAsDeclared(bytes);
  if (archive === 'too-big') return { refusal: invoiceSheetMessages.tooBig };
  if (archive === 'unreadable') return { refusal: invoiceSheetMessages.unreadable };
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(bytes, { trim: false });
  } catch {
    return { refusal: invoiceSheetMessages.unreadable };
  }
  const data = sheets[0]?.data;
  if (!data) return { refusal: invoiceSheetMessages.noSheet };
  if (data.length > invoiceRowLimits.sheet + 1) return { refusal: invoiceSheetMessages.sheetTooLong };
  const header = (data[0] ?? []).map(cellText);
  // Column indexes from 0 (the last of a repeated header); -1 when the header is missing.
  const line = header.lastIndexOf(invoiceColumns.line);
  const courier = header.lastIndexOf(invoiceColumns.courier);
  const invoice = header.lastIndexOf(invoiceColumns.invoice);
  if (line < 0 || courier < 0 || invoice < 0) return { refusal: invoiceSheetMessages.columns };

  const rows: InvoiceSheetRow[] = [];
  for (let index = 1; index < data.length; index += 1) {
    const row = data[index] ?? [];
    const invoiceNumber = cellText(row[invoice]);
    // Rows left without an invoice number are not being shipped.
    if (!invoiceNumber) continue;
    if (rows.length === invoiceRowLimits.shipping) return { refusal: invoiceSheetMessages.tooManyRows };
    rows.push({
      // The sheet's own row number (the header is row 1).
      row: index + 1,
      line: cellText(row[line]),
      courier: cellText(row[courier]),
      invoice: invoiceNumber,
    });
  }
  return { rows };
}
