import type { AdminReview } from '@edu/shared';
import { Modal } from '@/components/ui/modal';
import { InfoList, mediaUrl, ReviewStars } from '@/features/mall';
import { ItemLink } from './item-link';
import { ReviewStatusBadge } from './review-status-badge';

type Props = { review: AdminReview | null; onClose: () => void };

/**
 * A review as its author wrote it (even when hidden or deleted): the content as the item page shows it,
 * and its photos, each opening full size in a new tab.
 */
export function ReviewViewDialog({ review, onClose }: Props) {
  return (
    <Modal open={review !== null} onOpenChange={(open) => !open && onClose()} title="리뷰 보기">
      {review && (
        <div className="space-y-5">
          <InfoList
            items={[
              { label: '상품', value: <ItemLink itemId={review.itemId} title={review.itemTitle} /> },
              {
                label: '작성자',
                value: review.member.uid
                  ? `${review.member.name} (${review.member.uid})`
                  : review.member.name,
              },
              { label: '작성일', value: review.createdDateTime },
              { label: '상태', value: <ReviewStatusBadge review={review} /> },
            ]}
          />
          <article className="space-y-3 border-t border-slate-200 pt-4">
            <ReviewStars rating={review.rating} className="block" />
            <h3 className="font-semibold break-all text-slate-900">{review.reviewTitle}</h3>
            <div
              className="rich-text text-sm"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored.
              dangerouslySetInnerHTML={{ __html: review.reviewDescription }}
            />
            {review.photoList.length > 0 && (
              <ul aria-label="첨부 사진" className="flex flex-wrap gap-2">
                {review.photoList.map((photo, index) => (
                  <li key={photo}>
                    <a
                      href={mediaUrl(photo)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`사진 ${index + 1} 원본 보기 (새 창)`}
                      className="block overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600"
                    >
                      <img src={mediaUrl(photo)} alt="" loading="lazy" className="size-20 object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </article>
        </div>
      )}
    </Modal>
  );
}
