import { type CardItem, ItemCard, ItemCardSkeleton } from './item-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5';

type ItemGridProps = {
  items: readonly CardItem[];
  /** Names the list for screen readers ("상품 목록"). */
  label: string;
  /** True while a newer answer is on its way (the old cards stay, dimmed). */
  busy?: boolean;
  columns?: string;
  /** How many first pictures load at once: the first row when this list is what a phone shows first. */
  eagerCount?: number;
};

/** Items as a responsive grid of cards: two a row on phones, five on wide screens. */
export function ItemGrid({ items, label, busy = false, columns = gridClass, eagerCount = 0 }: ItemGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy}
      className={`${columns} transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {items.map((item, index) => (
        <li key={item.itemId}>
          <ItemCard item={item} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the grid's shape while the first answer arrives. */
export function ItemGridSkeleton({
  count,
  label,
  columns = gridClass,
}: {
  count: number;
  label: string;
  columns?: string;
}) {
  return (
    <div role="status" aria-label={label} className={columns}>
      {Array.from({ length: count }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <ItemCardSkeleton key={n} />
      ))}
    </div>
  );
}
