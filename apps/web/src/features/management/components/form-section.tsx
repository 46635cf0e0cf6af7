import { type ReactNode, useId } from 'react';

/** One titled part of a long admin form (기본 정보, 가격, …), named by its heading for screen readers. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h4 id={id} className="text-base font-bold text-slate-900">
          {title}
        </h4>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** The note beside a list saying how many rows it has of how many it may have. */
export const CountNote = ({ count, max }: { count: number; max: number }) => (
  <span className="text-xs font-normal text-slate-500">
    ({count}/{max})
  </span>
);
