import type { AdminReview } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { errorText } from '../components/error-text';
import { changeReviewVisibility, mallReviewsQueryKey } from './admin-mall-reviews-api';
import {
  type ReviewVisibilityBody,
  reviewVisibilityMessages,
  showRequest,
  type VisibilityAction,
  visibilityDoneMessage,
} from './lib/review-visibility';

/**
 * Hides or shows one review at a time and says the outcome: the success in a status line, the server's
 * refusal (err_msg) in an alert, inside the hide dialog while it is open so the typed reason is kept.
 * Whatever happened the list is fetched again (a 409 means someone else changed the review).
 */
export function useReviewVisibility() {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [hideFailure, setHideFailure] = useState('');
  const [settled, setSettled] = useState(0);

  // The dialogs hand focus back to the pressed button once closed (Radix does it on a timer). When that
  // row has left the list (a hidden review under 보이는 리뷰), focus would fall to the page: the outcome takes it.
  useEffect(() => {
    if (settled === 0) return;
    const timer = window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) outcomeRef.current?.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [settled]);

  const change = async (review: AdminReview, action: VisibilityAction, body: ReviewVisibilityBody) => {
    setBusyId(review.reviewId);
    setNotice('');
    setFailure('');
    setHideFailure('');
    let succeeded = false;
    try {
      await changeReviewVisibility(review.reviewId, body);
      succeeded = true;
    } catch (error) {
      (action === 'hide' ? setHideFailure : setFailure)(errorText(error));
    }
    await queryClient.invalidateQueries({ queryKey: mallReviewsQueryKey });
    setBusyId(null);
    if (succeeded) {
      setHiding(null);
      setNotice(visibilityDoneMessage(action, review.reviewTitle));
    }
    setSettled((count) => count + 1);
  };

  /** Hides the review with a reason the dialog has already checked (hideRequestOf). */
  const hide = (review: AdminReview, reason: string) => change(review, 'hide', { hidden: true, reason });

  const show = async (review: AdminReview) => {
    if (!(await dialog.confirm(reviewVisibilityMessages.confirmShow))) return;
    await change(review, 'show', showRequest);
  };

  const openHide = (review: AdminReview) => {
    setHideFailure('');
    setHiding(review);
  };

  const closeHide = () => setHiding(null);

  return { hiding, busyId, notice, failure, hideFailure, outcomeRef, openHide, closeHide, hide, show };
}
