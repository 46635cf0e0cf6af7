import { describe, expect, it } from 'vitest';
import { invoiceFileProblem, invoiceReportSummary, invoiceUploadMessages } from './invoice-upload';

describe('invoiceFileProblem', () => {
  it('takes an .xlsx of at most 10 MB', () => {
    expect(invoiceFileProblem({ name: '쇼핑몰주문_2025-03-01.XLSX', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('asks for a file, refuses another kind and one over 10 MB', () => {
    expect(invoiceFileProblem(null)).toBe(invoiceUploadMessages.fileRequired);
    expect(invoiceFileProblem({ name: '주문.csv', size: 100 })).toBe(invoiceUploadMessages.notExcel);
    expect(invoiceFileProblem({ name: '주문.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe(
      invoiceUploadMessages.tooBig,
    );
  });
});

describe('invoiceReportSummary', () => {
  it('says how many rows shipped, were shipped before and could not be', () => {
    expect(invoiceReportSummary({ shipped: 2, alreadyShipped: 1, refused: 3 })).toBe(
      '발송 처리 2건 · 이미 발송 1건 · 처리하지 못함 3건',
    );
    expect(invoiceReportSummary({ shipped: 0, alreadyShipped: 4, refused: 0 })).toBe(
      '발송 처리 0건 · 이미 발송 4건',
    );
  });

  it('says when the file had no row with an invoice number', () => {
    expect(invoiceReportSummary({ shipped: 0, alreadyShipped: 0, refused: 0 })).toBe(
      '송장번호가 입력된 행이 없습니다.',
    );
  });
});
