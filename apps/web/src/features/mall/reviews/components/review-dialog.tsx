import { afterSaleLimits, afterSaleMessages, groupDigits } from '@edu/shared';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { inputClass, labelClass } from '@/components/form/form-styles';
import { TextField } from '@/components/form/text-field';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import { useDeleteReview } from '../api/delete-review';
import { useReview } from '../api/get-review';
import { useSaveReview } from '../api/save-review';
import { buildReviewEdit, firstReviewProblem, type ReviewDraft, reviewTextMax } from '../lib/review-draft';
import { reviewTextOf } from '../lib/review-html';
import { ReviewPhotos } from './review-photos';
import { StarRatingInput } from './star-rating-input';

export type ReviewDialogProps = {
  /** The bought order line the review is about. */
  orderItemId: number;
  /** The review to change, or null to write a new one. */
  reviewId: number | null;
  itemTitle: string;
  onClose: () => void;
  /** Called after the review was saved or deleted (before the dialog closes), to read lists again. */
  onSaved: () => void;
};

const emptyDraft: ReviewDraft = { rating: 0, title: '', content: '', photos: [] };

/** The input each checked field focuses after its alert. */
const inputNameOf = { rating: 'reviewRating', title: 'reviewTitle', content: 'reviewContent' } as const;

/**
 * 리뷰 쓰기 / 리뷰 수정 (stars 1–5; spec §5: title and content required): a new review of a bought line, or one's own
 * loaded and changed, or deleted. Shown while mounted; closing it calls onClose.
 */
export function ReviewDialog({ orderItemId, reviewId, itemTitle, onClose, onSaved }: ReviewDialogProps) {
  const review = useReview(reviewId);
  const editing = reviewId !== null;

  let body: ReactNode;
  if (!editing) {
    body = <ReviewForm {...{ orderItemId, reviewId, onClose, onSaved }} initial={emptyDraft} />;
  } else if (review.data) {
    body = (
      <ReviewForm
        {...{ orderItemId, reviewId, onClose, onSaved }}
        initial={{
          rating: review.data.rating ?? 0,
          title: review.data.reviewTitle,
          content: reviewTextOf(review.data.reviewDescription),
          photos: review.data.photoList,
        }}
      />
    );
  } else if (review.isError) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-5 text-red-800">
        {review.error.message || afterSaleMessages.reviewNotFound}
      </p>
    );
  } else {
    body = (
      <p role="status" className="py-10 text-center text-sm text-slate-600">
        리뷰를 불러오는 중…
      </p>
    );
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={editing ? '리뷰 수정' : '리뷰 쓰기'}>
      <p className="mb-4 text-sm break-words text-slate-600">
        <span className="sr-only">상품 </span>
        {itemTitle}
      </p>
      {body}
    </Modal>
  );
}

type ReviewFormProps = Omit<ReviewDialogProps, 'itemTitle'> & { initial: ReviewDraft };

function ReviewForm({ orderItemId, reviewId, initial, onClose, onSaved }: ReviewFormProps) {
  const dialog = useDialog();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const saveReview = useSaveReview();
  const deleteReview = useDeleteReview();
  const busy = saveReview.isPending || deleteReview.isPending;

  /** Focus first, so the message dialog hands focus back to the field when it closes. */
  const alertAt = async (name: string, message: string) => {
    const input = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    input?.focus();
    await dialog.alert(message);
    input?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    const problem = firstReviewProblem(draft);
    if (problem) return alertAt(inputNameOf[problem.field], problem.message);
    try {
      await saveReview.mutateAsync(buildReviewEdit({ reviewId, orderItemId, draft }));
    } catch (error) {
      // Not bought, already reviewed, gone…: the server's Korean message.
      await dialog.alert(error instanceof Error ? error.message : String(error));
      return;
    }
    await dialog.alert(afterSaleMessages.reviewSaved);
    onSaved();
    onClose();
  };

  const remove = async () => {
    if (reviewId === null || busy) return;
    if (!(await dialog.confirm('리뷰를 삭제하시겠습니까?'))) return;
    try {
      await deleteReview.mutateAsync(reviewId);
    } catch (error) {
      await dialog.alert(error instanceof Error ? error.message : String(error));
      return;
    }
    await dialog.alert(afterSaleMessages.reviewDeleted);
    onSaved();
    onClose();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <StarRatingInput
        value={draft.rating}
        onChange={(rating) => setDraft((current) => ({ ...current, rating }))}
      />
      <TextField
        label="제목"
        name="reviewTitle"
        maxLength={afterSaleLimits.reviewTitleMax}
        value={draft.title}
        onChange={(title) => setDraft((current) => ({ ...current, title }))}
      />
      <label className={labelClass} htmlFor={`${id}-content`}>
        내용
        <textarea
          id={`${id}-content`}
          name="reviewContent"
          rows={7}
          maxLength={reviewTextMax}
          value={draft.content}
          onChange={(event) => {
            const content = event.target.value;
            setDraft((current) => ({ ...current, content }));
          }}
          aria-describedby={`${id}-count`}
          placeholder="상품을 사용해 보신 느낌을 들려주세요."
          className={`${inputClass} resize-y`}
        />
        <span id={`${id}-count`} className="mt-1 block text-right text-xs font-normal text-slate-500">
          {groupDigits(draft.content.length)}/{groupDigits(reviewTextMax)}자
        </span>
      </label>
      <ReviewPhotos
        photos={draft.photos}
        onChange={(update) => setDraft((current) => ({ ...current, photos: update(current.photos) }))}
        onUploadingChange={setUploading}
      />
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-5">
        {reviewId !== null && (
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            className="rounded-lg border border-red-300 px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            {deleteReview.isPending ? '삭제하는 중…' : '삭제'}
          </button>
        )}
        <div className="ml-auto flex gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            취소
          </button>
          <button
            type="submit"
            disabled={busy || uploading}
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saveReview.isPending
              ? '저장하는 중…'
              : uploading
                ? '사진 올리는 중…'
                : reviewId === null
                  ? '등록'
                  : '수정'}
          </button>
        </div>
      </div>
    </form>
  );
}
