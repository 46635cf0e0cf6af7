import type { CartContent } from '@edu/shared';
import { useId } from 'react';
import { CartContentRow } from './cart-content-row';

type StoppedContentsProps = {
  contents: readonly CartContent[];
  onDelete: (content: CartContent) => void;
};

/** Contents whose sales stopped (spec §2): listed apart, never ticked nor ordered, each deletable. */
export function StoppedContents({ contents, onDelete }: StoppedContentsProps) {
  const headingId = useId();
  if (contents.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          판매 중지된 콘텐츠
        </h2>
        <p className="text-sm text-slate-600">
          판매가 중지되어 주문할 수 없습니다. 장바구니에서 삭제해 주세요.
        </p>
      </div>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-slate-50 px-4 opacity-90">
        {contents.map((content) => (
          <CartContentRow key={content.cartId} content={content} onDelete={() => onDelete(content)} />
        ))}
      </ul>
    </section>
  );
}
