import { afterSaleMessages, type OrderContent } from '@edu/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ItemThumbnail } from '@/features/mall/catalog/components/item-thumbnail';
import { contentTypeText } from '../lib/content-labels';
import { detailAction } from '../lib/content-rules';
import { primaryActionClass, secondaryActionClass } from './action-styles';
import { ContentFacts } from './content-facts';
import { ReviewAction } from './review-action';

/**
 * One bought content (spec §2 content box): picture (to the item page), type, order day, title, status,
 * download period, and 상세보기 or the system-error notice (§4), and 리뷰 쓰기.
 */
export function ContentRow({ content }: { content: OrderContent }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const action = detailAction(content);
  return (
    <li>
      <article className="flex flex-wrap gap-3 p-4 sm:flex-nowrap sm:gap-4">
        <Link
          to={`/mall/view/${content.itemId}`}
          aria-label={`${content.title} 상품 페이지`}
          className="shrink-0 self-start rounded-lg"
        >
          <ItemThumbnail src={content.thumbnailLink} alt="" className="size-16 rounded-lg sm:size-20" />
        </Link>
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500 sm:text-sm">
            <span>{contentTypeText(content.contentType)}</span>
            <span aria-hidden="true">·</span>
            <span>주문일 {content.orderDate.slice(0, 10)}</span>
          </p>
          <h2
            ref={titleRef}
            tabIndex={-1}
            className="font-semibold break-words text-slate-900 focus:outline-none"
          >
            {content.orderContentTitle}
          </h2>
          <ContentFacts content={content} />
          {action === 'systemError' && (
            <p className="text-sm font-medium text-red-700">{afterSaleMessages.contentSystemError}</p>
          )}
        </div>
        {/* Empty (and hidden) when neither button applies; the review dialog renders in a portal. */}
        <div className="flex w-full gap-2 empty:hidden sm:w-28 sm:shrink-0 sm:flex-col sm:self-center">
          {action === 'detail' && (
            <Link
              to={`/mypage/contentsBox/${content.orderContentId}`}
              aria-label={`${content.orderContentTitle} 상세보기`}
              className={primaryActionClass}
            >
              상세보기
            </Link>
          )}
          <ReviewAction content={content} focusFallback={titleRef} className={secondaryActionClass} />
        </div>
      </article>
    </li>
  );
}
