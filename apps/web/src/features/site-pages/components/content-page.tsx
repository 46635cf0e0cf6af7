import type { ReactNode } from 'react';

type ContentPageProps = {
  /** The page's one h1. */
  title: string;
  /** A side menu (tabs on narrow screens), as on the introduction pages. */
  aside?: ReactNode;
  children: ReactNode;
};

const headingClass = 'border-b border-slate-200 pb-4 text-2xl font-bold text-slate-900 sm:text-3xl';

/** The frame of a content page: its heading and body, with the section's menu beside it when it has one. */
export function ContentPage({ title, aside, children }: ContentPageProps) {
  if (!aside)
    return (
      <article className="mx-auto max-w-4xl px-4 py-8 lg:py-12">
        <h1 className={headingClass}>{title}</h1>
        <div className="pt-6">{children}</div>
      </article>
    );
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[14rem_1fr] lg:gap-10 lg:py-12">
      <aside className="min-w-0 lg:pt-2">{aside}</aside>
      <article className="min-w-0">
        <h1 className={headingClass}>{title}</h1>
        <div className="pt-6">{children}</div>
      </article>
    </div>
  );
}
