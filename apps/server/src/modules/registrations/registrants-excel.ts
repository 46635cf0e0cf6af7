import { formatPhone, paidWithLabel, sessionTitle } from '@edu/shared';
import { buildSheet, type SheetCell } from '../../platform/excel/write-sheet';
import { attachmentDisposition } from '../../platform/http/attachment-disposition';
import { kstDateTime, kstDay } from '../../platform/korean-time';
import type { Registrant } from './list-registrants';

/** The sheet's columns: header, width in characters, and the cell of one attendee of one registration. */
const columns: {
  header: string;
  width: number;
  cell: (registrant: Registrant, attendee: Registrant['attendees'][number] | undefined) => SheetCell;
}[] = [
  { header: '신청번호', width: 10, cell: (r) => r.idx },
  { header: '주문번호', width: 26, cell: (r) => r.oid },
  { header: '상태', width: 10, cell: (r) => r.status },
  { header: '신청자', width: 12, cell: (r) => r.name },
  { header: '연락처', width: 15, cell: (r) => formatPhone(r.phone) },
  { header: '이메일', width: 26, cell: (r) => r.email },
  { header: '교회', width: 18, cell: (r) => r.church },
  { header: '영수증 단체명', width: 18, cell: (r) => r.receipt_org_name ?? '' },
  { header: '영수증 등록번호', width: 14, cell: (r) => r.receipt_org_number ?? '' },
  { header: '우편번호', width: 9, cell: (r) => r.zip_code ?? '' },
  { header: '주소', width: 36, cell: (r) => r.address ?? '' },
  { header: '상세주소', width: 24, cell: (r) => r.detailed_address ?? '' },
  { header: '회차', width: 12, cell: (r) => sessionName(r) },
  { header: '장소', width: 24, cell: (r) => r.place },
  { header: '부서', width: 14, cell: (r) => r.dept },
  { header: '참석자', width: 12, cell: (_r, a) => a?.name ?? '' },
  { header: '참석자 교회', width: 18, cell: (_r, a) => a?.church ?? '' },
  { header: '참석 취소', width: 10, cell: (_r, a) => a?.is_cancel ?? '' },
  { header: '참석자 연락처', width: 15, cell: (_r, a) => (a?.phone ? formatPhone(a.phone) : '') },
  { header: '참석자 입장 시각', width: 20, cell: (_r, a) => a?.checked_in_at ?? '' },
  { header: '바코드', width: 16, cell: (r) => r.barcode ?? '' },
  { header: '참석 여부', width: 10, cell: (r) => r.joined_conference },
  { header: '참석 시각', width: 20, cell: (r) => r.joined_date ?? '' },
  { header: '입장 인원', width: 10, cell: (r) => r.came },
  { header: '신청 금액(합계)', width: 16, cell: (r) => r.total_price },
  { header: '결제수단', width: 14, cell: (r) => registrantPaidWith(r) },
  { header: '신청일시', width: 20, cell: (r) => kstDateTime(new Date(r.created_date)) },
];

/** 신용카드, 카카오페이, 네이버페이, 실시간 계좌이체, 가상계좌, or 무료 for a session that cost nothing. */
function registrantPaidWith(registrant: Registrant): string {
  if (registrant.pay_method) return paidWithLabel(registrant.pay_method, registrant.total_price);
  const completed = registrant.status === '등록완료' || registrant.status === '등록취소';
  return completed && registrant.total_price === 0 ? paidWithLabel(null, 0) : '';
}

/** "1회차 서울" (or the session's own label, e.g. for the extra round). */
function sessionName(registrant: Registrant): string {
  return [sessionTitle(registrant.number, registrant.label), registrant.local].filter(Boolean).join(' ');
}

/**
 * The registrant list as an .xlsx workbook: one row per attendee (cancelled ones marked), so a desk can
 * tick names off; a registration without attendees still gets its one row.
 */
export async function buildRegistrantsWorkbook(registrants: Registrant[]): Promise<Buffer> {
  const rows = registrants.flatMap((registrant) =>
    (registrant.attendees.length > 0 ? registrant.attendees : [undefined]).map((attendee) =>
      columns.map((column) => column.cell(registrant, attendee)),
    ),
  );
  // Built on the worker pool; what members typed (names, churches, addresses) is made inert text there.
  return buildSheet({
    name: '신청자 목록',
    columns: columns.map(({ header, width }) => ({ header, width })),
    rows,
  });
}

/** Characters a file name may not hold on common systems. */
const unsafeInFileName = /[\\/:*?"<>|\p{Cc}]+/gu;

/**
 * Content-Disposition of the download: `신청자목록_<title>_<date>.xlsx` as RFC 5987 `filename*`, with an
 * ASCII `filename` for clients that do not read it.
 */
export function registrantsFileDisposition(title: string, now: Date = new Date()): string {
  const day = kstDay(now);
  const safeTitle = title.replace(unsafeInFileName, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  const name = `신청자목록_${safeTitle || '컨퍼런스'}_${day}.xlsx`;
  return attachmentDisposition(name, `registrants_${day}.xlsx`);
}
