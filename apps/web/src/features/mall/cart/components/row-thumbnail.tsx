import { Link } from 'react-router';
import { ItemThumbnail } from '../../catalog/components/item-thumbnail';

/** The row's picture, linking to the item page; left out of the tab order (the title links there too). */
export function RowThumbnail({ itemId, src }: { itemId: number; src: string | null }) {
  return (
    <Link to={`/mall/view/${itemId}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
      <ItemThumbnail src={src} alt="" className="size-18 rounded-lg border border-slate-200 sm:size-22" />
    </Link>
  );
}
