import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '@/components/layout/not-found';

/**
 * Shown inside the layout when a page fails to render or its code cannot be fetched (typically an old tab
 * after a new version was deployed): reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">페이지를 표시하지 못했습니다</h1>
      <p className="mt-4 text-slate-600">일시적인 문제일 수 있습니다. 새로고침 후 다시 시도해주세요.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        새로고침
      </button>
    </section>
  );
}
