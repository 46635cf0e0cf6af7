import type { ExtraPaymentInfo } from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { AddressFields, postcodeSearchName } from '@/components/form/address-fields';
import { FieldProblemScope, useFieldProblems } from '@/components/form/field-problem';
import { primaryButtonClass } from '@/components/form/form-styles';
import { TextField } from '@/components/form/text-field';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import { preferredDevice } from '@/features/payments';
import { formatWon } from '@/lib/format-won';
import { useExtraPayment } from '../api/get-extra-payment';
import { usePayExtra } from '../api/pay-extra';
import type { PayForm } from '../hooks/use-payment-launch';
import {
  buildExtraPayRequest,
  type ExtraPayDraft,
  type ExtraPayField,
  extraPayFailureOf,
  firstExtraPayProblem,
  initialExtraPayDraft,
} from '../lib/extra-pay';
import { PayMethodChoice } from './pay-method-choice';

type ExtraPayDialogProps = {
  oid: string;
  onClose: () => void;
  /** The provider's form to open: the page closes this dialog, shows the frame and opens the window. */
  onPay: (form: PayForm) => void;
};

/** The input each checked field focuses after its alert (AddressFields names its own inputs). */
const inputNameOf: Record<ExtraPayField, string> = {
  buyerName: 'buyerName',
  buyerTel: 'buyerTel',
  buyerEmail: 'buyerEmail',
  shippingName: 'shippingName',
  shippingPhone: 'shippingPhone',
  zipCode: 'zipCode',
  address: 'address',
  detailedAddress: 'detailedAddress',
  payMethod: 'gopaymethod',
};

/**
 * 추가 결제 (spec §3 Extra payment info, §5): the charge with the payer's details prefilled from the
 * order, checked in the spec's order, then handed to the provider's payment window.
 */
export function ExtraPayDialog({ oid, onClose, onPay }: ExtraPayDialogProps) {
  const extra = useExtraPayment(oid);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="추가 결제">
      {extra.data ? (
        <ExtraPayForm info={extra.data} onClose={onClose} onPay={onPay} />
      ) : extra.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-5 text-red-800">
          {extra.error.message}
        </p>
      ) : (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          추가 결제 정보를 불러오는 중…
        </p>
      )}
    </Modal>
  );
}

function ExtraPayForm({
  info,
  onClose,
  onPay,
}: {
  info: ExtraPaymentInfo;
  onClose: () => void;
  onPay: (form: PayForm) => void;
}) {
  const dialog = useDialog();
  const payExtra = usePayExtra();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => initialExtraPayDraft(info));
  const change = (partial: Partial<ExtraPayDraft>) => setDraft((current) => ({ ...current, ...partial }));

  const problems = useFieldProblems(formRef);
  /** The message, then focus on its field, marked until changed (the postcode search for the read-only address). */
  const alertAt = (field: ExtraPayField, message: string) =>
    problems.alertAt(
      inputNameOf[field],
      message,
      field === 'zipCode' || field === 'address' ? postcodeSearchName : inputNameOf[field],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (payExtra.isPending) return;
    const problem = firstExtraPayProblem(draft, info.needsShipping);
    if (problem) return alertAt(problem.field, problem.message);
    problems.reset();
    const device = preferredDevice();
    try {
      const started = await payExtra.mutateAsync({
        device,
        request: buildExtraPayRequest(info.orderExtraOid, draft, device),
      });
      if (started.form) {
        onPay(started.form);
        return;
      }
      // Nothing to open (the charge was settled meanwhile): the page reads the order again.
      onClose();
    } catch (error) {
      // Spec §4 "exception": the message, then the page afresh.
      const failure = extraPayFailureOf(error);
      await dialog.alert(failure.message);
      window.location.reload();
    }
  };

  return (
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
        <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm">
          <dt className="text-slate-500">결제 금액</dt>
          <dd className="font-bold text-slate-900">{formatWon(info.amount)}</dd>
          <dt className="text-slate-500">사유</dt>
          <dd className="break-words text-slate-900">{info.reason || '-'}</dd>
        </dl>

        <section aria-labelledby="extra-buyer-title" className="space-y-3">
          <h2 id="extra-buyer-title" className="text-lg font-bold text-slate-900">
            주문자 정보
          </h2>
          <TextField
            label="이름"
            name="buyerName"
            required
            autoComplete="name"
            maxLength={50}
            value={draft.buyerName}
            onChange={(buyerName) => change({ buyerName })}
          />
          <TextField
            label="연락처"
            name="buyerTel"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="010-0000-0000"
            value={draft.buyerTel}
            onChange={(buyerTel) => change({ buyerTel })}
          />
          <TextField
            label="이메일"
            name="buyerEmail"
            required
            type="email"
            autoComplete="email"
            maxLength={200}
            value={draft.buyerEmail}
            onChange={(buyerEmail) => change({ buyerEmail })}
          />
          {info.needsShipping && (
            <TextField
              label="받는 분 연락처"
              name="shippingPhone"
              required
              type="tel"
              inputMode="tel"
              autoComplete="shipping tel"
              maxLength={20}
              placeholder="010-0000-0000"
              value={draft.shippingPhone}
              onChange={(shippingPhone) => change({ shippingPhone })}
            />
          )}
        </section>

        {info.needsShipping && (
          <AddressFields
            value={{ zipCode: draft.zipCode, address: draft.address, detailedAddress: draft.detailedAddress }}
            onChange={(address) => change(address)}
            detailedRequired
          />
        )}

        <PayMethodChoice value={draft.payMethod} onChange={(payMethod) => change({ payMethod })} />

        <button type="submit" disabled={payExtra.isPending} className={primaryButtonClass}>
          {payExtra.isPending ? '결제를 준비하는 중…' : `${formatWon(info.amount)} 결제하기`}
        </button>
      </form>
    </FieldProblemScope>
  );
}
