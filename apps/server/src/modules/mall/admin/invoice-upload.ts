import { type Courier, couriers } from '@edu/shared';
import ExcelJS from 'exceljs';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest } from '../../../platform/http/app-error';
import type { AuditActor } from '../../admin';
import type { Messaging } from '../../messaging';
import { updateDelivery } from './delivery';
import { invoiceColumns } from './orders-excel';

export type InvoiceRowResult = { row: number; orderItemId: number | null; ok: boolean; message: string };

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value).trim();
};

/**
 * Ships in bulk from the order export filled in (the way Korean shops work): every row with an invoice
 * number moves its line to START with that courier and number, each on its own (and audited, the buyer
 * told) as a single change would; rows without one are skipped. Answers what happened to every row.
 */
export async function uploadInvoices(options: {
  db: Db;
  messaging: Messaging;
  actor: AuditActor;
  file: Buffer;
}): Promise<{ shipped: number; refused: number; rows: InvoiceRowResult[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(options.file as unknown as ArrayBuffer);
  } catch {
    throw badRequest('엑셀 파일(.xlsx)을 읽을 수 없습니다.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('엑셀 파일에 시트가 없습니다.');
  const header = sheet.getRow(1);
  const columnOf = (name: string) => {
    let found = 0;
    header.eachCell((cell, column) => {
      if (cellText(cell.value) === name) found = column;
    });
    return found;
  };
  const line = columnOf(invoiceColumns.line);
  const courier = columnOf(invoiceColumns.courier);
  const invoice = columnOf(invoiceColumns.invoice);
  if (!line || !courier || !invoice)
    throw badRequest(
      `'${invoiceColumns.line}', '${invoiceColumns.courier}', '${invoiceColumns.invoice}' 열이 있는 주문 엑셀을 올려 주세요.`,
    );

  const rows: InvoiceRowResult[] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const invoiceNumber = cellText(row.getCell(invoice).value);
    if (!invoiceNumber) continue;
    const orderItemId = Number(cellText(row.getCell(line).value));
    const company = cellText(row.getCell(courier).value);
    if (!Number.isInteger(orderItemId) || orderItemId <= 0) {
      rows.push({ row: number, orderItemId: null, ok: false, message: '주문상품번호가 없습니다.' });
      continue;
    }
    if (!(couriers as readonly string[]).includes(company)) {
      rows.push({
        row: number,
        orderItemId,
        ok: false,
        message: `택배사를 알 수 없습니다: ${company || '(빈 칸)'}`,
      });
      continue;
    }
    try {
      await updateDelivery({
        db: options.db,
        messaging: options.messaging,
        actor: options.actor,
        orderItemId,
        update: { deliveryStatus: 'START', deliveryCompany: company as Courier, invoiceNumber },
      });
      rows.push({ row: number, orderItemId, ok: true, message: '발송 처리' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      rows.push({ row: number, orderItemId, ok: false, message: error.message });
    }
  }
  const shipped = rows.filter((row) => row.ok).length;
  return { shipped, refused: rows.length - shipped, rows };
}
