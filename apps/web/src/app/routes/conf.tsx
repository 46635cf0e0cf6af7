import { ConferenceOverview } from '@/features/conferences/components/conference-overview';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /conf (route name eduList): ongoing conferences in a carousel, ended ones in a grid. */
export function ConferenceListPage() {
  useDocumentTitle('컨퍼런스');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:pt-16">
          <p className="text-sm font-semibold text-brand-700">교사·부모 교육</p>
          <h1 className="mt-2 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">컨퍼런스</h1>
          <p className="mt-3 max-w-2xl text-slate-700">
            지역과 부서별 회차를 확인하고 참석자를 함께 신청하세요.
          </p>
        </div>
      </section>
      <ConferenceOverview />
    </>
  );
}
