import { introductionCategories } from '@edu/shared';
import { useParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { PageLoading } from '@/components/layout/page-loading';
import { useIntroduction } from '@/features/introduction/api/get-introduction';
import { IntroductionContent } from '@/features/introduction/components/introduction-content';
import { IntroductionMenu } from '@/features/introduction/components/introduction-menu';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /introduce/:category, categories 1 to 5; any other value is an unknown page. */
export function IntroducePage() {
  const { category: param } = useParams();
  const entry = introductionCategories.find(({ category }) => String(category) === param);
  if (!entry) return <NotFound />;
  return <Introduction category={entry.category} label={entry.label} />;
}

function Introduction({ category, label }: { category: number; label: string }) {
  const { data, isPending, isError, error } = useIntroduction(category);
  // Until the page arrives the menu label stands in for its title.
  const title = data?.title || label;
  useDocumentTitle(title);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[14rem_1fr] lg:gap-10 lg:py-12">
      <aside className="min-w-0 lg:pt-2">
        <p className="mb-3 hidden text-sm font-bold text-brand-700 lg:block">하나바이블 소개</p>
        <IntroductionMenu />
      </aside>
      <article className="min-w-0">
        <h1 className="border-b border-slate-200 pb-4 text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <div className="pt-6">
          {isPending ? (
            <PageLoading />
          ) : isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-red-800">
              {error.message}
            </p>
          ) : (
            <IntroductionContent introduction={data} />
          )}
        </div>
      </article>
    </div>
  );
}
