import { DownloadHistoryView } from '@/features/mall/contents/components/download-history-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/downloadHistory: what the member downloaded, in a date range (login required). */
export function DownloadHistoryPage() {
  useDocumentTitle('다운로드 내역');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">다운로드 내역</h1>
      <DownloadHistoryView />
    </section>
  );
}
