import { afterSaleMessages, type OrderContentDetail } from '@edu/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ItemThumbnail } from '@/features/mall/catalog/components/item-thumbnail';
import { ApiError } from '@/lib/api-client';
import { useOrderContent } from '../api/get-order-content';
import { contentTypeText } from '../lib/content-labels';
import { secondaryActionClass } from './action-styles';
import { ContentDownloads } from './content-downloads';
import { ContentFacts } from './content-facts';
import { ListFailure } from './list-failure';
import { ReviewAction } from './review-action';

const backLinkClass = 'inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline';

function BackToBox() {
  return (
    <Link to="/mypage/contentsBox" className={backLinkClass}>
      <span aria-hidden="true">‹</span> 콘텐츠함으로
    </Link>
  );
}

/** One bought content (spec §2 content detail): its facts, and its files and video links while downloadable. */
export function ContentDetailView({ orderContentId }: { orderContentId: number }) {
  const content = useOrderContent(orderContentId);
  if (content.data) return <ContentDetailBody content={content.data} />;
  if (content.isError) {
    if (content.error instanceof ApiError && content.error.status === 404) {
      return (
        <div role="alert" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p className="text-slate-700">{afterSaleMessages.contentNotFound}</p>
          <BackToBox />
        </div>
      );
    }
    return <ListFailure message={content.error.message} onRetry={() => content.refetch()} />;
  }
  return <PageLoading label="콘텐츠를 불러오는 중…" />;
}

/** The licence an image content was bought under: what the member may do with it. */
function BoughtLicense({ name }: { name: string }) {
  return (
    <dl className="flex flex-wrap items-center gap-1.5 text-sm">
      <dt className="text-slate-500">구매한 라이선스</dt>
      <dd className="font-semibold text-slate-900">{name}</dd>
    </dl>
  );
}

function ContentDetailBody({ content }: { content: OrderContentDetail }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-8">
      <BackToBox />
      <article aria-labelledby="content-detail-title" className="space-y-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:gap-6">
          <ItemThumbnail
            src={content.thumbnailLink}
            alt=""
            className="aspect-square w-36 shrink-0 rounded-2xl sm:w-48"
          />
          <div className="min-w-0 flex-1 space-y-3">
            <p className="text-sm font-semibold text-brand-700">{contentTypeText(content.contentType)}</p>
            <h2
              id="content-detail-title"
              ref={titleRef}
              tabIndex={-1}
              className="text-xl font-bold break-words text-slate-900 focus:outline-none sm:text-2xl"
            >
              {content.orderContentTitle}
            </h2>
            <ContentFacts content={content} />
            {content.licenseName && <BoughtLicense name={content.licenseName} />}
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
              <span>주문일 {content.orderDate.slice(0, 10)}</span>
              <Link
                to={`/mypage/detail/${encodeURIComponent(content.oid)}`}
                className="break-all text-slate-700 underline-offset-2 hover:underline"
              >
                주문번호 {content.oid}
              </Link>
            </p>
            <div className="flex flex-wrap gap-2 pt-1">
              <Link to={`/mall/view/${content.itemId}`} className={secondaryActionClass}>
                상품 페이지
              </Link>
              <ReviewAction content={content} focusFallback={titleRef} className={secondaryActionClass} />
            </div>
          </div>
        </div>
        <ContentDownloads content={content} />
      </article>
    </div>
  );
}
