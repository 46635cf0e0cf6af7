import ExcelJS from 'exceljs';
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
 * Limits of the worker that reads a sheet, with room to spare: exceljs reads an export of 16,000 lines
 * in 8 s within a 256 MB heap here, and the archive limits allow about twice that.
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

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((run) => run.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText((value.result ?? '') as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
};

/**
 * The rows with an invoice number of the order export an administrator filled in. The task of the
 * worker `readInvoiceFile` starts: it inflates the archive against the sizes it declares, then exceljs
 * reads the whole sheet, both work to keep off the main thread.
 */
export async function readInvoiceSheet(file: Uint8Array): Promise<InvoiceSheet> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const archive = inflatesAsDeclared(bytes);
  if (archive === 'too-big') return { refusal: invoiceSheetMessages.tooBig };
  if (archive === 'unreadable') return { refusal: invoiceSheetMessages.unreadable };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { refusal: invoiceSheetMessages.unreadable };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refusal: invoiceSheetMessages.noSheet };
  if (sheet.rowCount > invoiceRowLimits.sheet + 1) return { refusal: invoiceSheetMessages.sheetTooLong };
  const columnOf = (name: string) => {
    let found = 0;
    sheet.getRow(1).eachCell((cell, column) => {
      if (cellText(cell.value) === name) found = column;
    });
    return found;
  };
  const line = columnOf(invoiceColumns.line);
  const courier = columnOf(invoiceColumns.courier);
  const invoice = columnOf(invoiceColumns.invoice);
  if (!line || !courier || !invoice) return { refusal: invoiceSheetMessages.columns };

  const rows: InvoiceSheetRow[] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const invoiceNumber = cellText(row.getCell(invoice).value);
    // Rows left without an invoice number are not being shipped.
    if (!invoiceNumber) continue;
    if (rows.length === invoiceRowLimits.shipping) return { refusal: invoiceSheetMessages.tooManyRows };
    rows.push({
      row: number,
      line: cellText(row.getCell(line).value),
      courier: cellText(row.getCell(courier).value),
      invoice: invoiceNumber,
    });
  }
  return { rows };
}
