import { type Courier, couriers, type InvoiceUploadReport, pendingRequestShipMessage } from '@edu/shared';
import type { AuditActor } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { checkArchiveLimits } from '../../../platform/excel/archive-limits';
import { fromSpreadsheetSafe } from '../../../platform/excel/spreadsheet-safe';
import { badRequest } from '../../../platform/http/app-error';
import type { Messaging } from '../../messaging';
import { isInvoiceNumber, lockProductLines, normalizeInvoice, type Shipment, shipLines } from './delivery';
import { type EscrowShipments, registerEscrowDeliveries } from './escrow-orders';
import { type InvoiceSheetRow, invoiceSheetMessages, readInvoiceFile } from './invoice-sheet';
import { pendingRequestsOf } from './pending-requests';

export type InvoiceRowResult = InvoiceUploadReport['rows'][number];

/** A row not shipped, and why. */
const refusedRow = (row: number, orderItemId: number | null, message: string): InvoiceRowResult => ({
  row,
  orderItemId,
  ok: false,
  outcome: 'refused',
  message,
});

/** States of a line on its way or arrived: an upload never changes them (a correction is made on the line). */
const shippedStatuses = ['START', 'DELIVERED'];

export const invoiceUploadMessages = {
  alreadyShipped: '이미 발송된 상품입니다.',
  alreadyShippedOtherInvoice:
    '이미 발송된 상품입니다. 송장번호를 고치려면 주문 상세에서 송장 수정을 이용해 주세요.',
} as const;

/** A row whose cells are well formed, to check against its line. */
type Candidate = { row: number; orderItemId: number; courier: Courier; invoice: string };

const maxOrderItemId = 2_147_483_647;

/**
 * Ships in bulk from the order export filled in (the way Korean shops work): every row with an invoice
 * number is checked, then all the good ones move their lines to START with that courier and number in
 * one transaction (each audited) and the buyers are told once it commits; a bad row is reported and
 * does not stop the others. A line shipped before is left as it is and reported so (the same file
 * uploaded again, or an old export): it is not shipped again. Answers what happened to every row.
 */
export async function uploadInvoices(options: {
  db: Db;
  messaging: Messaging;
  /** Registers escrow orders' shipments with the provider once they are committed. */
  payments: EscrowShipments;
  actor: AuditActor;
  file: Buffer;
}): Promise<InvoiceUploadReport> {
  // Judged from the zip's directory before a byte is inflated.
  const archive = checkArchiveLimits(options.file);
  if (archive) throw badRequest(invoiceSheetMessages[archive === 'too-big' ? 'tooBig' : 'unreadable']);
  const sheet = await readInvoiceFile(options.file);
  if ('refusal' in sheet) throw badRequest(sheet.refusal);

  const results: InvoiceRowResult[] = [];
  const candidates: Candidate[] = [];
  for (const row of sheet.rows) {
    const checked = checkRow(row);
    if ('message' in checked) results.push(checked);
    else candidates.push(checked);
  }
  const { shipping, duplicated } = withoutDuplicates(candidates);
  results.push(...duplicated);

  const outcome = await options.db.transaction(async (tx) => {
    if (shipping.length === 0) return { applied: [], messageIds: [], shipped: [] };
    const ids = shipping.map((candidate) => candidate.orderItemId);
    const lines = await lockProductLines(tx, ids);
    const pending = await pendingRequestsOf(tx, ids);
    const applied: InvoiceRowResult[] = [];
    const sending: (Shipment & { row: number })[] = [];
    for (const candidate of shipping) {
      const { row, orderItemId } = candidate;
      const line = lines.get(orderItemId);
      const from = line?.item.deliveryStatus ?? 'NOT_PAID';
      const request = pending.get(orderItemId);
      const refuse = (message: string) => applied.push(refusedRow(row, orderItemId, message));
      if (!line) refuse('주문 상품을 찾을 수 없습니다.');
      else if (shippedStatuses.includes(from)) {
        const same =
          line.item.deliveryCompany === candidate.courier && line.item.invoiceNumber === candidate.invoice;
        applied.push({
          row,
          orderItemId,
          ok: false,
          outcome: 'alreadyShipped',
          message: invoiceUploadMessages[same ? 'alreadyShipped' : 'alreadyShippedOtherInvoice'],
        });
      } else if (from !== 'READY') refuse('배송을 시작할 수 없는 상품입니다.');
      else if (request) refuse(pendingRequestShipMessage(request));
      else sending.push({ row, line, courier: candidate.courier, invoice: candidate.invoice });
    }
    // A failure from here on rolls back every row of the file: the valid rows ship together or not at all.
    const shipped = await shipLines(tx, options.actor, sending);
    for (const { shipment } of shipped)
      applied.push({
        row: shipment.row,
        orderItemId: shipment.line.item.id,
        ok: true,
        outcome: 'shipped',
        message: '발송 처리',
      });
    const messages = shipped.flatMap(({ message }) => (message ? [message] : []));
    return {
      applied,
      messageIds: await options.messaging.enqueue(tx, messages),
      shipped: shipped.map(({ shipment }) => shipment),
    };
  });
  // Only now committed: the buyers of the lines shipped are told, escrow orders' deliveries registered.
  await options.messaging.dispatch(outcome.messageIds);
  await registerEscrowDeliveries(options.db, options.payments, options.actor, outcome.shipped);

  const rows = [...results, ...outcome.applied].sort((a, b) => a.row - b.row);
  const counted = (kind: InvoiceRowResult['outcome']) => rows.filter((row) => row.outcome === kind).length;
  return {
    shipped: counted('shipped'),
    alreadyShipped: counted('alreadyShipped'),
    refused: counted('refused'),
    rows,
  };
}

/** A row's cells checked on their own (no database): a candidate to ship, or why it is refused. */
function checkRow(row: InvoiceSheetRow): Candidate | InvoiceRowResult {
  const lineText = fromSpreadsheetSafe(row.line);
  // Exact decimal digits: `Number` would take 1e20, 0x10 or 12.0 and a database integer would not.
  const orderItemId = /^[1-9][0-9]{0,9}$/.test(lineText) ? Number(lineText) : Number.NaN;
  if (!(orderItemId <= maxOrderItemId))
    return refusedRow(
      row.row,
      null,
      lineText ? `주문상품번호가 올바르지 않습니다: ${lineText.slice(0, 30)}` : '주문상품번호가 없습니다.',
    );
  const courier = fromSpreadsheetSafe(row.courier);
  if (!(couriers as readonly string[]).includes(courier))
    return refusedRow(row.row, orderItemId, `택배사를 알 수 없습니다: ${courier.slice(0, 30) || '(빈 칸)'}`);
  const invoice = normalizeInvoice(fromSpreadsheetSafe(row.invoice));
  if (!isInvoiceNumber(invoice))
    return refusedRow(row.row, orderItemId, '송장번호를 숫자로 정확히 입력해 주세요.');
  return { row: row.row, orderItemId, courier: courier as Courier, invoice };
}

/** Lines given on more than one row are refused on every one of them: which row is meant is unknown. */
function withoutDuplicates(candidates: Candidate[]) {
  const rowsOf = new Map<number, number[]>();
  for (const candidate of candidates)
    rowsOf.set(candidate.orderItemId, [...(rowsOf.get(candidate.orderItemId) ?? []), candidate.row]);
  const shipping: Candidate[] = [];
  const duplicated: InvoiceRowResult[] = [];
  for (const candidate of candidates) {
    const rows = rowsOf.get(candidate.orderItemId) ?? [];
    if (rows.length === 1) shipping.push(candidate);
    else
      duplicated.push(
        refusedRow(
          candidate.row,
          candidate.orderItemId,
          `같은 주문상품번호가 여러 행에 있습니다(${rows.join(', ')}행).`,
        ),
      );
  }
  return { shipping, duplicated };
}
