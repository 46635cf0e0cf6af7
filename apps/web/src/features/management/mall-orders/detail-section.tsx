import { type ReactNode, useId } from 'react';

/** One titled part of the order detail (주문 정보, 배송 상품, 추가 결제 요청…). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
