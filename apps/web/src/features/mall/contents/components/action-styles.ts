/** The row and detail buttons of the content box: the main one outlined in brand, the other plain. */
export const primaryActionClass =
  'inline-flex flex-1 items-center justify-center rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 sm:flex-none';

export const secondaryActionClass =
  'inline-flex flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-50 sm:flex-none';
