/** Shared look of the account forms (sign-up, recovery, profile, withdrawal). */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600';

export const labelClass = 'block text-sm font-medium text-slate-700';

export const primaryButtonClass =
  'w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

export const secondaryButtonClass =
  'shrink-0 rounded-lg border border-brand-600 px-3 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60';

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';
