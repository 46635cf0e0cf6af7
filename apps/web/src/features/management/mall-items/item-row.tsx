import { type AdminItemRow, groupDigits, mallItemAdminLimits } from '@edu/shared';
import { ItemThumbnail } from '@/features/mall';
import { formatWon } from '@/lib/format-won';
import {
  adminBadgeClass,
  adminSecondaryButtonClass,
  adminSmallButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import { itemKindText, itemStatusLabels, statusToggleOf, stockCellOf } from './lib/item-list';

/** Columns of the items table, shared with its header so the counts cannot drift. */
export const itemColumns = [
  '이미지',
  '코드',
  '상품명',
  '카테고리',
  '브랜드',
  '판매가',
  '재고',
  '상태',
  '판매량',
  '수정',
] as const;

type Props = {
  item: AdminItemRow;
  /** This row's status is being changed. */
  toggling: boolean;
  onToggleStatus: (item: AdminItemRow) => void;
  onEdit: (itemId: number) => void;
};

/** One item: its picture, code and name, where it is filed, its price, stock, status (with 판매 중지/재개) and sales. */
export function ItemRow({ item, toggling, onToggleStatus, onEdit }: Props) {
  const stock = stockCellOf(item, mallItemAdminLimits.lowStock);
  const toggle = statusToggleOf(item.itemStatus);
  return (
    <tr>
      <td className={adminTdClass}>
        <ItemThumbnail src={item.thumbnailLink} alt="" className="size-12 rounded-md" />
      </td>
      <td className={`${adminTdClass} font-mono text-xs whitespace-nowrap`}>{item.code}</td>
      <td className={`${adminTdClass} min-w-48`}>
        <span className="font-medium break-words text-slate-900">{item.title}</span>
        <span className="block text-xs text-slate-500">{itemKindText(item)}</span>
      </td>
      <td className={adminTdClass}>{item.categoryName}</td>
      <td className={adminTdClass}>{item.brandName ?? '-'}</td>
      <td className={`${adminTdClass} whitespace-nowrap`}>
        {item.isFree ? '무료' : formatWon(item.sellingPrice)}
        {!item.isFree && item.regularPrice > item.sellingPrice && (
          <span className="block text-xs text-slate-500">
            <span className="sr-only">정가 </span>
            <s>{formatWon(item.regularPrice)}</s>
          </span>
        )}
      </td>
      <td className={`${adminTdClass} whitespace-nowrap`}>
        <span className="flex flex-wrap items-center gap-1">
          {stock.text}
          {stock.badge === 'out' && <span className={adminBadgeClass.error}>품절</span>}
          {stock.badge === 'low' && <span className={adminBadgeClass.waiting}>재고 부족</span>}
        </span>
        {stock.heldText && <span className="block text-xs text-amber-800">{stock.heldText}</span>}
      </td>
      <td className={adminTdClass}>
        <span className="flex flex-col items-start gap-1.5">
          <span className={item.itemStatus === 'SALE' ? adminBadgeClass.done : adminBadgeClass.neutral}>
            {itemStatusLabels[item.itemStatus]}
          </span>
          {/* On sale since before the notice was asked for: it stays on sale, but its next save needs it. */}
          {item.noticeMissing && <span className={adminBadgeClass.error}>상품정보제공고시 필요</span>}
          <button
            type="button"
            className={`${adminSecondaryButtonClass} px-2.5 py-1 text-xs whitespace-nowrap`}
            disabled={toggling}
            onClick={() => onToggleStatus(item)}
          >
            <span className="sr-only">{item.title} </span>
            {toggling ? '처리 중…' : toggle.label}
          </button>
        </span>
      </td>
      <td className={`${adminTdClass} whitespace-nowrap`}>{groupDigits(item.salesCount)}</td>
      <td className={adminTdClass}>
        <button type="button" className={adminSmallButtonClass} onClick={() => onEdit(item.itemId)}>
          <span className="sr-only">{item.title} </span>수정
        </button>
      </td>
    </tr>
  );
}
