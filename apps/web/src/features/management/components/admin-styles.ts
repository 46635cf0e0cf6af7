/** The shared look of the admin area's tables, forms and buttons. */
export const adminTableClass = 'w-full min-w-[48rem] border-collapse text-left text-sm';
export const adminThClass =
  'border-b border-slate-300 bg-slate-50 px-3 py-2 font-semibold text-slate-700 whitespace-nowrap';
export const adminTdClass = 'border-b border-slate-200 px-3 py-2 align-top text-slate-800';
// `relative`: the frame is then what positions the screen-reader-only labels inside the table, so it clips
// them too; otherwise they sit past its right edge and widen the whole page on a phone.
export const adminTableWrapClass = 'relative overflow-x-auto rounded-lg border border-slate-200 bg-white';

export const adminInputClass =
  'rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100';
export const adminLabelClass = 'text-sm font-medium text-slate-700';

export const adminButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
export const adminSecondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60';
export const adminSmallButtonClass =
  'inline-flex items-center justify-center rounded-md border border-brand-600 px-2.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60';
export const adminDangerButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-600 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60';

const badgeBase = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
export const adminBadgeClass = {
  neutral: `${badgeBase} bg-slate-100 text-slate-700`,
  waiting: `${badgeBase} bg-amber-100 text-amber-800`,
  done: `${badgeBase} bg-emerald-100 text-emerald-800`,
  error: `${badgeBase} bg-red-100 text-red-800`,
  info: `${badgeBase} bg-sky-100 text-sky-800`,
};

export const adminSectionTitleClass = 'text-lg font-bold text-slate-900';
