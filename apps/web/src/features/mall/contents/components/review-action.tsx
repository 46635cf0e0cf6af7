import type { OrderContent } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useState } from 'react';
import { ReviewDialog } from '@/features/mall/reviews/components/review-dialog';
import { contentsQueryKey } from '../api/query-keys';
import { canWriteReview } from '../lib/content-rules';
import { focusIfLost } from '../lib/focus-if-lost';

type ReviewActionProps = {
  content: Pick<OrderContent, 'orderItemId' | 'reviewId' | 'title' | 'reviewed' | 'orderContentStatus'>;
  /** Where focus goes when the button is gone (a saved review takes it away): the content's title. */
  focusFallback: RefObject<HTMLElement | null>;
  className: string;
};

/** 리뷰 쓰기 for a paid content without a review (spec §4); the review dialog itself is the reviews feature's. */
export function ReviewAction({ content, focusFallback, className }: ReviewActionProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  // The list comes back with the content reviewed and the button goes; focus must not fall to the body.
  const keepFocus = useCallback(
    (button: HTMLButtonElement | null) => {
      if (!button) return;
      return () => {
        if (document.activeElement === button) focusIfLost(focusFallback.current);
      };
    },
    [focusFallback],
  );

  return (
    <>
      {canWriteReview(content) && (
        <button
          ref={keepFocus}
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={`${content.title} 리뷰 쓰기`}
          className={className}
        >
          리뷰 쓰기
        </button>
      )}
      {open && (
        <ReviewDialog
          orderItemId={content.orderItemId}
          reviewId={content.reviewId}
          itemTitle={content.title}
          onClose={() => {
            setOpen(false);
            focusIfLost(focusFallback.current);
          }}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: contentsQueryKey })}
        />
      )}
    </>
  );
}
