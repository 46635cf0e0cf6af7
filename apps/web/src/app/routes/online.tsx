import { useParams } from 'react-router';
import { cardClass } from '@/components/form/form-styles';
import { PageLoading } from '@/components/layout/page-loading';
import { useOnlineMeeting } from '@/features/tickets/api/get-online-meeting';
import { OnlineMeetingCard } from '@/features/tickets/components/online-meeting-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /online/{idx}: the online meeting of conference {idx}, for members registered in it (login required). */
export function OnlinePage() {
  useDocumentTitle('온라인 모임');
  const idx = Number(useParams().idx);
  const meeting = useOnlineMeeting(idx);

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">온라인 모임</h1>
        {!Number.isInteger(idx) || idx <= 0 ? (
          <p role="alert" className="text-red-700">
            이 컨퍼런스에는 온라인 모임이 없습니다.
          </p>
        ) : meeting.data ? (
          <OnlineMeetingCard meeting={meeting.data} />
        ) : meeting.isError ? (
          <p role="alert" className="text-red-700">
            {meeting.error.message}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </section>
  );
}
