import { MyCancelTable } from '@/features/registrations/components/my-cancel-table';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /myCancelList: the member's cancel request history (login required). */
export function MyCancelListPage() {
  useDocumentTitle('취소 신청 내역');
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">취소 신청 내역</h1>
      <MyCancelTable />
    </section>
  );
}
