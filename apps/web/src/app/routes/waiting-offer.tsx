import { useLocation, useParams } from 'react-router';
import { WaitingOfferView } from '@/features/waiting-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /waiting-offer/{token} (and /app/…; login required): the private link sent by KakaoTalk when seats
 * free up for the member's waiting entry.
 */
export function WaitingOfferPage() {
  useDocumentTitle('자리 제안');
  const token = useParams().token ?? '';
  const inApp = useLocation().pathname.startsWith('/app/');
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <h1 className="mb-6 text-2xl font-black tracking-tight text-slate-900 sm:text-3xl">
        대기하신 자리가 났습니다
      </h1>
      <WaitingOfferView token={token} inApp={inApp} />
    </section>
  );
}
