import { type ReactNode, useId } from 'react';

/**
 * One titled part of the order detail (주문 정보, 배송 상품, 추가 결제 요청…). On a wide screen the parts
 * sit two by two; a `full` one (goods, payments) takes the whole width.
 */
export function DetailSection({
  title,
  children,
  full = false,
}: {
  title: string;
  children: ReactNode;
  full?: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 space-y-2 ${full ? 'lg:col-span-2' : ''}`}>
      <h3 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
