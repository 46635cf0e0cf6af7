import type { AdminReview } from '@edu/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { adminInputClass, adminLabelClass, adminSecondaryButtonClass } from '../components/admin-styles';
import { hideReasonMax, hideRequestOf } from './lib/review-visibility';

type Props = {
  /** The review being hidden; null when closed. */
  review: AdminReview | null;
  busy: boolean;
  /** The server's refusal, said inside the dialog so the typed reason is not lost. */
  failure: string;
  onHide: (review: AdminReview, reason: string) => void;
  onClose: () => void;
};

const hideButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60';

/** Hiding a review from the item page: the reason (required, up to 200 characters) is kept for the record. */
export function HideReviewDialog({ review, busy, failure, onHide, onClose }: Props) {
  return (
    <Modal open={review !== null} onOpenChange={(open) => !open && !busy && onClose()} title="리뷰 숨기기">
      {review && (
        <HideForm
          key={review.reviewId}
          review={review}
          busy={busy}
          failure={failure}
          onHide={onHide}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function HideForm({ review, busy, failure, onHide, onClose }: Props & { review: AdminReview }) {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = hideRequestOf(reason);
    if (!request.ok) {
      setProblem(request.problem);
      reasonRef.current?.focus();
      return;
    }
    setProblem('');
    onHide(review, request.body.reason);
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm break-words text-slate-700">
        {review.reviewTitle} · {review.member.name} · {review.itemTitle}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={adminLabelClass}>
          숨김 사유 <span className="text-red-700">(필수)</span>
        </label>
        <textarea
          ref={reasonRef}
          id={id}
          rows={3}
          maxLength={hideReasonMax}
          required
          className={`${adminInputClass} w-full`}
          value={reason}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={hintId} className="flex justify-between gap-2 text-xs text-slate-600">
          <span>숨긴 리뷰는 상품 페이지에 보이지 않으며, 사유는 관리 화면에만 남습니다.</span>
          <span>
            {reason.length}/{hideReasonMax}
          </span>
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={hideButtonClass} disabled={busy}>
          {busy ? '처리 중…' : '숨기기'}
        </button>
      </div>
    </form>
  );
}
