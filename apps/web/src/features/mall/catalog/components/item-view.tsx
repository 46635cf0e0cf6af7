import { type ItemDetail, itemPagePath } from '@edu/shared';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ShareButton } from '@/components/ui/share-button';
import { StarRating } from '@/features/mall/reviews/components/star-rating';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useItem } from '../api/get-item';
import { useGoBack } from '../hooks/use-go-back';
import { ContentWithdrawalNotice } from './content-withdrawal-notice';
import type { FromList } from './item-card';
import { ItemFactsList } from './item-facts-list';
import { ItemGrid } from './item-grid';
import { ItemInfoTabs } from './item-info-tabs';
import { ItemPrice } from './item-price';
import { ItemSample } from './item-sample';
import { ItemThumbnail } from './item-thumbnail';
import { ErrorNotice } from './notice';
import { ProductNoticeTable } from './product-notice-table';
import { PurchasePanel } from './purchase-panel';
import { ReviewSection } from './review-section';
import { TagList } from './tag-list';

const outlineButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100';

/** The list the item was opened from (its category, search and page), or the mall home. */
function useListAddress(): string {
  const state = useLocation().state as FromList | null;
  return typeof state?.list === 'string' && /^\/mall(\?|$)/.test(state.list) ? state.list : '/mall';
}

/** /mall/view/{itemId}: the item page, or the server's message (404 "상품을 찾을 수 없습니다.") and a way back. */
export function ItemView({ itemId }: { itemId: number }) {
  const item = useItem(itemId);
  const listAddress = useListAddress();
  useDocumentTitle(item.data ? `${item.data.title} - 콘텐츠몰` : '콘텐츠몰');

  if (item.isPending) return <PageLoading label="상품 정보를 불러오는 중…" />;
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-16">
        <ErrorNotice error={item.error} onRetry={missing ? undefined : () => void item.refetch()} />
        <Link to={listAddress} className={outlineButton}>
          목록으로
        </Link>
      </div>
    );
  }
  // A related item opens on the same page component: start its choices afresh.
  return <ItemPage key={item.data.itemId} item={item.data} listAddress={listAddress} />;
}

function ItemPage({ item, listAddress }: { item: ItemDetail; listAddress: string }) {
  const goBack = useGoBack('/mall');
  const seller = [item.category.name, item.brand?.name].filter(Boolean).join(' · ');
  return (
    <article className="mx-auto max-w-6xl space-y-14 px-4 py-6 lg:py-10">
      <div className="space-y-6">
        <button type="button" onClick={goBack} className={outlineButton}>
          <span aria-hidden="true">←</span>
          뒤로
        </button>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div className="lg:sticky lg:top-24 lg:self-start">
            {/* The page's largest picture, above the fold: fetched at once and first (its LCP). */}
            <ItemThumbnail
              src={item.thumbnailLink}
              alt={item.title}
              eager
              className="aspect-square w-full rounded-2xl border border-slate-200"
            />
          </div>
          <div className="space-y-6">
            <header className="space-y-2">
              {seller && <p className="text-sm font-medium text-slate-500">{seller}</p>}
              <TagList tags={item.tagList} size="page" />
              <h1 className="text-2xl font-bold break-all text-slate-900 sm:text-3xl">{item.title}</h1>
              <StarRating average={item.ratingAverage} count={item.ratingCount} className="text-sm" />
              <ShareButton title={item.title} path={itemPagePath(item.itemId)} />
            </header>
            <ItemPrice item={item} size="page" />
            <ItemFactsList item={item} />
            <ItemSample item={item} />
            <PurchasePanel item={item} />
            {item.itemType === 'CONTENT' && <ContentWithdrawalNotice />}
          </div>
        </div>
      </div>
      <ItemInfoTabs item={item} />
      <ProductNoticeTable notice={item.productNotice} />
      <ReviewSection itemId={item.itemId} reviewCount={item.reviewCount} rating={item} />
      {item.relationItemList.length > 0 && (
        <section aria-labelledby="related-items" className="space-y-4">
          <h2 id="related-items" className="text-xl font-bold text-slate-900">
            관련 상품
          </h2>
          <ItemGrid items={item.relationItemList} label="관련 상품 목록" />
        </section>
      )}
      <div className="flex justify-center border-t border-slate-200 pt-8">
        <Link to={listAddress} className={outlineButton}>
          목록으로
        </Link>
      </div>
    </article>
  );
}
