import { Link } from 'react-router';
import { CartIcon } from '@/components/ui/icons';

/** An empty cart: said kindly, with the way to the mall. */
export function CartEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-slate-50 px-4 py-16 text-center">
      <CartIcon className="size-12 text-slate-400" />
      <div className="space-y-1">
        <p className="text-lg font-bold text-slate-800">장바구니가 비어 있습니다.</p>
        <p className="text-sm text-slate-600">콘텐츠몰에서 필요한 교재와 자료를 담아 보세요.</p>
      </div>
      <Link to="/mall" className="rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700">
        콘텐츠몰 둘러보기
      </Link>
    </div>
  );
}
