import type { InvoiceUploadReport } from '@edu/shared';

/** The server reads an upload of at most 10 MB. */
export const invoiceFileMaxBytes = 10 * 1024 * 1024;

export const invoiceUploadMessages = {
  fileRequired: '올릴 엑셀 파일(.xlsx)을 선택해 주세요.',
  notExcel: '엑셀 파일(.xlsx)만 올릴 수 있습니다.',
  tooBig: '엑셀 파일은 10MB 이하만 올릴 수 있습니다.',
  guide:
    '엑셀 다운로드로 받은 파일의 택배사·송장번호 열을 채워 올리면 그 상품들이 한 번에 발송 처리됩니다. 택배사는 창고의 택배사로 채워져 있으니 송장번호만 입력하면 됩니다.',
} as const;

/** Why this file cannot be sent as an invoice upload, or null when it can (the server checks it again). */
export function invoiceFileProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return invoiceUploadMessages.fileRequired;
  if (!/\.xlsx$/i.test(file.name)) return invoiceUploadMessages.notExcel;
  if (file.size > invoiceFileMaxBytes) return invoiceUploadMessages.tooBig;
  return null;
}

/** The upload's outcome in one line: "발송 처리 2건 · 이미 발송 1건 · 처리하지 못함 1건" (only what happened). */
export function invoiceReportSummary(
  report: Pick<InvoiceUploadReport, 'shipped' | 'alreadyShipped' | 'refused'>,
) {
  const parts = [
    `발송 처리 ${report.shipped}건`,
    report.alreadyShipped > 0 && `이미 발송 ${report.alreadyShipped}건`,
    report.refused > 0 && `처리하지 못함 ${report.refused}건`,
  ].filter(Boolean);
  return report.shipped + report.alreadyShipped + report.refused === 0
    ? '송장번호가 입력된 행이 없습니다.'
    : parts.join(' · ');
}
