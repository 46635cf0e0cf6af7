import {
  afterSaleLimits,
  afterSaleMessages,
  type OrderDetail,
  type Refund,
  type RefundReason,
  type RefundType,
  refundReasonLabels,
  refundReasons,
} from '@edu/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { inputClass, labelClass } from '@/components/form/form-styles';
import { TextField } from '@/components/form/text-field';
import { useDialog } from '@/components/ui/dialog-provider';
import { useRequestRefund } from '../api/request-refund';
import { contentRefundProblemOf } from '../lib/content-refund';
import {
  buildRefundRequest,
  emptyRefundDraft,
  expectedRefundOf,
  firstRefundProblem,
  offeredRefundTypeLabel,
  offeredRefundTypes,
  productProblem,
  type RefundDraft,
  type RefundField,
  refundableProducts,
  refundRequestTitle,
  returnFeeOf,
  wholeOrderFits,
} from '../lib/refund-draft';
import { refundFailureMessage } from '../lib/refund-failures';
import { ContentRefundNotes } from './content-refund-notes';
import { ExpectedRefund } from './expected-refund';
import { type ChosenPhoto, RefundPhotos } from './refund-photos';
import { RefundProductChoice } from './refund-product-choice';

type RefundRequestFormProps = {
  order: OrderDetail;
  /** The order's requests so far (what earlier ones gave back counts in the expected refund). */
  refunds: readonly Refund[];
  /** The request was taken: the form closes. */
  onDone: () => void;
  onCancel: () => void;
};

/** The input each checked field focuses after its alert. */
const inputNameOf: Record<RefundField, string> = {
  refundType: 'refundType',
  product: 'refundProduct',
  title: 'refundTitle',
  reasonType: 'reasonType',
  units: 'refundUnits',
  accountNumber: 'refundAccountNumber',
};

const sectionTitleClass = 'text-sm font-medium text-slate-700';

/**
 * 교환/반품/취소 신청 (spec §3 Refund request, §5, §8): the type the goods' delivery allows (취소 before
 * shipping, 교환/반품 after), the reason, the whole order or chosen products with their units, a title and
 * details, an optional refund account and photos, and the refund to expect. Checked in the spec's order,
 * then sent; it waits for the administration's review.
 */
export function RefundRequestForm({ order, refunds, onDone, onCancel }: RefundRequestFormProps) {
  const dialog = useDialog();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<RefundDraft>(emptyRefundDraft);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const requestRefund = useRequestRefund();
  const products = refundableProducts(order);
  const types = offeredRefundTypes(order);
  const wholeFits = wholeOrderFits(order, draft.refundType);

  // Opened from the button above: the reader lands on the form.
  useEffect(() => headingRef.current?.focus(), []);

  const change = (partial: Partial<RefundDraft>) => setDraft((current) => ({ ...current, ...partial }));

  /** A new type keeps only the chosen lines (and 전체 신청) it fits. */
  const chooseType = (refundType: RefundType) =>
    setDraft((current) => ({
      ...current,
      refundType,
      refundAll: current.refundAll && wholeOrderFits(order, refundType),
      products: current.products.filter(({ orderItemId }) => {
        const product = products.find((line) => line.orderItemId === orderItemId);
        return product !== undefined && productProblem(product, refundType) === null;
      }),
    }));

  /** Focus first, so the message dialog hands focus back to the field when it closes. */
  const alertAt = async (field: RefundField, message: string) => {
    const input =
      formRef.current?.querySelector<HTMLElement>(`[name="${inputNameOf[field]}"]:not(:disabled)`) ??
      (field === 'product' ? formRef.current?.querySelector<HTMLElement>('[name="refundAll"]') : null);
    input?.focus();
    await dialog.alert(message);
    input?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requestRefund.isPending) return;
    const problem = firstRefundProblem(draft);
    if (problem) return alertAt(problem.field, problem.message);
    // The order's contents go back with the whole order only while their withdrawal is open.
    const contentProblem = contentRefundProblemOf(order, draft);
    if (contentProblem) return alertAt('reasonType', contentProblem);
    try {
      await requestRefund.mutateAsync({
        request: buildRefundRequest(order.oid, draft),
        photos: photos.map((photo) => photo.file),
      });
    } catch (error) {
      await dialog.alert(refundFailureMessage(error));
      return;
    }
    await dialog.alert(afterSaleMessages.refundDone);
    onDone();
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold text-slate-900 focus:outline-none"
      >
        {refundRequestTitle(order)}
      </h3>

      <fieldset>
        <legend className={sectionTitleClass}>구분</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {types.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="refundType"
                value={type}
                checked={draft.refundType === type}
                onChange={() => chooseType(type)}
                className="accent-brand-600"
              />
              {offeredRefundTypeLabel(order, type)}
            </label>
          ))}
        </div>
      </fieldset>

      <label className={labelClass}>
        사유
        <select
          name="reasonType"
          value={draft.reasonType}
          onChange={(event) => change({ reasonType: event.target.value as RefundReason | '' })}
          className={inputClass}
        >
          <option value="">사유를 선택해 주세요</option>
          {refundReasons.map((reason) => (
            <option key={reason} value={reason}>
              {refundReasonLabels[reason]}
            </option>
          ))}
        </select>
      </label>

      <fieldset className="space-y-2">
        <legend className={sectionTitleClass}>상품</legend>
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            name="refundAll"
            checked={draft.refundAll}
            disabled={!wholeFits}
            onChange={(event) => change({ refundAll: event.target.checked })}
            className="size-4 accent-brand-600"
          />
          전체 신청 <span className="font-normal text-slate-500">(주문 전체)</span>
        </label>
        {!wholeFits && (
          <p className="text-xs text-slate-600">
            배송 준비 중인 상품과 발송된 상품이 함께 있어 상품별로 신청해 주세요.
          </p>
        )}
        {products.length > 0 ? (
          <RefundProductChoice
            products={products}
            refundType={draft.refundType}
            refundAll={draft.refundAll}
            chosen={draft.products}
            onChange={(chosen) => change({ products: chosen })}
          />
        ) : (
          <p className="text-sm text-slate-600">
            배송 상품이 없는 주문입니다. 콘텐츠는 전체 신청으로 신청해 주세요.
          </p>
        )}
      </fieldset>

      <ContentRefundNotes contents={order.contentList} reasonType={draft.reasonType} />

      <TextField
        label="제목"
        name="refundTitle"
        maxLength={afterSaleLimits.refundTitleMax}
        value={draft.title}
        onChange={(title) => change({ title })}
      />

      <label className={labelClass}>
        상세 내용
        <textarea
          name="reasonDetail"
          rows={5}
          maxLength={afterSaleLimits.refundDetailMax}
          value={draft.reasonDetail}
          onChange={(event) => change({ reasonDetail: event.target.value })}
          placeholder="교환·반품·취소를 원하시는 내용을 자세히 적어 주세요."
          className={`${inputClass} resize-y`}
        />
      </label>

      <fieldset className="space-y-3">
        <legend className={sectionTitleClass}>
          환불 계좌 <span className="font-normal text-slate-500">(선택)</span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="은행"
            name="refundAccountBankName"
            maxLength={50}
            value={draft.bankName}
            onChange={(bankName) => change({ bankName })}
          />
          <TextField
            label="계좌번호"
            name="refundAccountNumber"
            inputMode="numeric"
            hint="숫자와 하이픈(-)만 입력"
            maxLength={50}
            value={draft.accountNumber}
            onChange={(accountNumber) => change({ accountNumber })}
          />
          <TextField
            label="예금주"
            name="refundAccountOwner"
            maxLength={50}
            value={draft.accountOwner}
            onChange={(accountOwner) => change({ accountOwner })}
          />
        </div>
      </fieldset>

      <RefundPhotos photos={photos} onChange={setPhotos} />

      {draft.refundType && (draft.refundAll || draft.products.length > 0) && (
        <ExpectedRefund
          refundType={draft.refundType}
          refundAll={draft.refundAll}
          amount={expectedRefundOf(order, refunds, draft)}
          returnFee={returnFeeOf(order, draft)}
        />
      )}

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          취소
        </button>
        <button
          type="submit"
          disabled={requestRefund.isPending}
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {requestRefund.isPending ? '신청하는 중…' : '신청하기'}
        </button>
      </div>
    </form>
  );
}
