import { contentTypeLabels, type ItemCard as ItemCardData, mallMessages } from '@edu/shared';
import { Link, useLocation } from 'react-router';
import { StarRating } from '@/features/mall/reviews/components/star-rating';
import { ItemPrice } from './item-price';
import { ItemThumbnail } from './item-thumbnail';
import { TagList } from './tag-list';

/**
 * The text part of a card and of its skeleton: one minimum height (kind, two lines of title, tags and
 * price), so the cards that replace the skeletons do not push the page down (layout shift).
 */
const cardTextClass = 'min-h-36 p-3 sm:min-h-40 sm:p-4';

/** A card needs these; list cards also bring their kind, brand and status (related items do not). */
export type CardItem = Pick<
  ItemCardData,
  'itemId' | 'title' | 'thumbnailLink' | 'tagList' | 'sellingPrice' | 'regularPrice' | 'discountRate'
> &
  Partial<ItemCardData>;

/** State handed to the item page so its "목록으로" link returns to the list the card was on. */
export type FromList = { list?: string };

function kindLabel(item: CardItem): string | null {
  if (item.contentType) return contentTypeLabels[item.contentType];
  if (item.itemType === 'PRODUCT') return '상품';
  return null;
}

/** An item in a grid: picture, badges, title, tags, brand, stars and price, all one link to /mall/view/{itemId}. */
export function ItemCard({ item, eager = false }: { item: CardItem; eager?: boolean }) {
  const location = useLocation();
  // From an item page (related items) the way back stays the list that item was opened from.
  const openedFrom = (location.state as FromList | null)?.list;
  const list =
    location.pathname.startsWith('/mall/view/') && openedFrom
      ? openedFrom
      : `${location.pathname}${location.search}`;
  const kind = kindLabel(item);
  const stopped = item.itemStatus === 'STOP';
  return (
    <Link
      to={`/mall/view/${item.itemId}`}
      state={{ list } satisfies FromList}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-600 hover:shadow-md"
    >
      <div className="relative">
        <ItemThumbnail
          src={item.thumbnailLink}
          alt=""
          eager={eager}
          className={`aspect-square w-full ${stopped ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {stopped && (
            // Said once to screen readers, by the price's place below.
            <span
              aria-hidden="true"
              className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white"
            >
              {mallMessages.salesStopped}
            </span>
          )}
          {item.isFree && (
            <span className="rounded-md bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
              무료
            </span>
          )}
        </div>
      </div>
      <div className={`flex flex-1 flex-col gap-1 ${cardTextClass}`}>
        {kind && <p className="text-xs font-medium text-slate-500">{kind}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold break-all text-slate-900 group-hover:text-brand-700 sm:text-base">
          {item.title}
        </h3>
        <TagList tags={item.tagList} />
        {item.brandName && <p className="text-xs text-slate-500">{item.brandName}</p>}
        <StarRating average={item.ratingAverage ?? null} count={item.ratingCount ?? 0} className="text-xs" />
        <div className="mt-auto pt-2">
          {/* A stopped item cannot be bought: no price to weigh, only why. */}
          {stopped ? (
            <p className="text-sm font-bold text-slate-600">{mallMessages.salesStopped}</p>
          ) : (
            <ItemPrice item={item} />
          )}
        </div>
      </div>
    </Link>
  );
}

/** The shape of a card while the list loads. */
export function ItemCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200"
    >
      <div className="aspect-square w-full animate-pulse bg-slate-100" />
      <div className={`space-y-2 ${cardTextClass}`}>
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
