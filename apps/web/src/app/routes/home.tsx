import { OngoingConferences } from '@/features/conferences/components/ongoing-conferences';
import { ShortcutCards } from '@/features/home/components/shortcut-cards';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /main and /home: greeting, the four shortcuts and the conferences open now. */
export function HomePage() {
  useDocumentTitle('홈');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:pt-16 sm:pb-12">
          <p className="text-sm font-semibold text-brand-700">다음 세대를 세우는 교회교육</p>
          <h1 className="mt-2 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">
            하나바이블 교회교육
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-700 sm:text-lg">
            말씀 중심의 교육 과정과 컨퍼런스, 교육 콘텐츠로 교회학교 교사와 사역자를 섬깁니다.
          </p>
        </div>
      </section>
      <ShortcutCards />
      <OngoingConferences />
    </>
  );
}
