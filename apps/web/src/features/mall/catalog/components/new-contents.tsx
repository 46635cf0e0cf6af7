import { useNewContents } from '../api/get-new-contents';
import { ItemCard, ItemCardSkeleton } from './item-card';
import { ErrorNotice } from './notice';

// `relative` makes the swipeable row the box that positions the cards' screen-reader-only price labels, so
// it clips them with the cards; without it they stick out past the screen and the phone's page pans sideways.
const rowClass =
  'relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-5';
const cellClass = 'w-40 shrink-0 snap-start sm:w-auto';

/** "새로 나온 콘텐츠": the five newest contents, a swipeable row on phones and a row of five on wide screens. */
export function NewContents() {
  const contents = useNewContents();
  if (contents.data?.length === 0) return null;
  return (
    <section aria-labelledby="mall-new-contents" className="space-y-4">
      <h2 id="mall-new-contents" className="text-lg font-bold text-slate-900 sm:text-xl">
        새로 나온 콘텐츠
      </h2>
      {contents.isError ? (
        <ErrorNotice error={contents.error} onRetry={() => void contents.refetch()} />
      ) : contents.isPending ? (
        <div role="status" aria-label="새로 나온 콘텐츠를 불러오는 중" className={rowClass}>
          {[1, 2, 3, 4, 5].map((n) => (
            <div key={n} className={cellClass}>
              <ItemCardSkeleton />
            </div>
          ))}
        </div>
      ) : (
        <ul className={rowClass}>
          {contents.data.map((item, index) => (
            <li key={item.itemId} className={cellClass}>
              <ItemCard item={item} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
