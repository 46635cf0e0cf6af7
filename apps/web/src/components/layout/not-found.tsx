import { messages } from '@edu/shared';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The page for an address that leads nowhere (spec §2 "any other path"). */
export function NotFound() {
  const navigate = useNavigate();
  useDocumentTitle(messages.pageNotFoundTitle);

  // Back through the browser's history, which may hold pages before this one was loaded; a tab opened on
  // this address has nowhere to go back to, so it goes home instead.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/main'));

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-brand-600">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{messages.pageNotFoundTitle}</h1>
      <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-600">{messages.pageNotFoundBody}</p>
      <div className="mt-8 flex gap-3">
        <Link
          to="/main"
          className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          홈으로
        </Link>
        <button
          type="button"
          onClick={goBack}
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-700 hover:bg-slate-50"
        >
          이전 페이지
        </button>
      </div>
    </section>
  );
}
