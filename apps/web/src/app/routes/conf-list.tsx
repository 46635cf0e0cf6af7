import { useLocation } from 'react-router';
import { RegistrationHistory } from '@/features/registrations/components/registration-history';
import { MyWaitingList } from '@/features/waiting-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile/confList (and its in-app variants): the member's application history (login required). */
export function ConfListPage() {
  useDocumentTitle('신청 내역');
  const inApp = useLocation().pathname.includes('/app');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">신청 내역</h1>
      <MyWaitingList inApp={inApp} />
      <RegistrationHistory />
    </section>
  );
}
