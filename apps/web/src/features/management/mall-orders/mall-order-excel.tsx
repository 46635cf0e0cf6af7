import type { InvoiceUploadReport } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
  adminSectionTitleClass,
} from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { downloadMallOrdersExcel, mallOrdersQueryKey, uploadInvoices } from './admin-mall-orders-api';
import { InvoiceUploadRows } from './invoice-upload-report';
import { invoiceFileProblem, invoiceReportSummary, invoiceUploadMessages } from './lib/invoice-upload';
import type { MallOrderFilter } from './lib/mall-order-filter';

/**
 * Shipping by spreadsheet: 엑셀 다운로드 saves the orders of the applied filter (one row per product
 * line), and 송장 일괄 등록 sends that file back with 택배사 and 송장번호 filled in; what each row did is
 * shown here and the list is fetched again.
 */
export function MallOrderExcel({ filter }: { filter: MallOrderFilter }) {
  const queryClient = useQueryClient();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');
  const [report, setReport] = useState<{ fileName: string; report: InvoiceUploadReport } | null>(null);

  const download = async () => {
    setDownloading(true);
    setProblem('');
    try {
      await downloadMallOrdersExcel(filter);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0] ?? null;
    const fileProblem = invoiceFileProblem(file);
    if (fileProblem || !file) {
      setProblem(fileProblem ?? invoiceUploadMessages.fileRequired);
      fileRef.current?.focus();
      return;
    }
    setUploading(true);
    setProblem('');
    setReport(null);
    try {
      setReport({ fileName: file.name, report: await uploadInvoices(file) });
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setUploading(false);
      // Shipped lines leave 배송 준비: the list and any open detail show them as they now are.
      await queryClient.invalidateQueries({ queryKey: mallOrdersQueryKey });
    }
  };

  const guideId = `${id}-guide`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-title`} className={adminSectionTitleClass}>
        엑셀로 발송 처리
      </h3>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1">
          <span className={adminLabelClass}>검색 조건의 주문</span>
          <button
            type="button"
            className={adminSecondaryButtonClass}
            disabled={downloading}
            onClick={download}
          >
            {downloading ? '내려받는 중…' : '엑셀 다운로드'}
          </button>
        </div>
        <form
          onSubmit={upload}
          noValidate
          aria-label="송장 일괄 등록"
          className="flex flex-wrap items-end gap-2"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-file`} className={adminLabelClass}>
              송장 엑셀 파일 (.xlsx)
            </label>
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className={`${adminInputClass} max-w-72 py-1.5`}
              disabled={uploading}
              aria-describedby={guideId}
            />
          </div>
          <button type="submit" className={adminButtonClass} disabled={uploading} aria-describedby={guideId}>
            {uploading ? '등록 중…' : '송장 일괄 등록'}
          </button>
        </form>
      </div>
      <p id={guideId} className="text-xs text-slate-600">
        {invoiceUploadMessages.guide}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <p role="status" className="text-sm font-medium break-words text-slate-900">
        {report && `${report.fileName}: ${invoiceReportSummary(report.report)}`}
      </p>
      {report && <InvoiceUploadRows rows={report.report.rows} />}
    </section>
  );
}
