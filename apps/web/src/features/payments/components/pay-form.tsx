import { type PaymentSummary, payMethodLabels, payMethodWindowNames, takesCashReceipt } from '@edu/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldProblemScope, useFieldProblems } from '@/components/form/field-problem';
import { primaryButtonClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { wrongAddressNotice } from '@/lib/official-address';
import { openPaymentWindow } from '../api/open-payment-window';
import {
  type CashReceiptDraft,
  cashReceiptDraftProblem,
  cashReceiptNumberInputName,
  cashReceiptRequestOf,
  initialCashReceiptDraft,
} from '../lib/cash-receipt-draft';
import { launchPaymentWindow, preferredDevice } from '../lib/launch-payment-window';
import { payRefusalText } from '../lib/refusal-text';
import { CashReceiptChoice } from './cash-receipt-choice';

/**
 * The payment methods, by the names the provider's PC and mobile windows use (spec §2 Registration), in
 * the order Korean shops show them: the card, the easy pays, then transfer and virtual account.
 */
const methods = [
  { ...payMethodWindowNames.Card, label: payMethodLabels.Card },
  { ...payMethodWindowNames.KakaoPay, label: payMethodLabels.KakaoPay },
  { ...payMethodWindowNames.NaverPay, label: payMethodLabels.NaverPay },
  { ...payMethodWindowNames.DirectBank, label: payMethodLabels.DirectBank },
  { ...payMethodWindowNames.VBank, label: '가상계좌 (무통장입금)' },
] as const;

/** Choose a method and open the provider's window for the registration. */
export function PayForm({
  summary,
  inApp,
  onRefused,
}: {
  summary: PaymentSummary;
  inApp: boolean;
  onRefused: () => void;
}) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const [method, setMethod] = useState<(typeof methods)[number]>(methods[0]);
  const [busy, setBusy] = useState(false);
  const [cashReceipt, setCashReceipt] = useState<CashReceiptDraft>(initialCashReceiptDraft);
  const free = summary.total_price - summary.carried_price <= 0;
  const area = useRef<HTMLDivElement>(null);
  const problems = useFieldProblems(area);

  const pay = async () => {
    const problem = free ? undefined : cashReceiptDraftProblem(cashReceipt, method.pc);
    if (problem) return problems.alertAt(cashReceiptNumberInputName, problem);
    problems.reset();
    // Before the attempt is made: at another address the window could not open (official-address.ts).
    const wrongAddress = free ? null : wrongAddressNotice();
    if (wrongAddress) {
      await dialog.alert(wrongAddress);
      return;
    }
    setBusy(true);
    const device = preferredDevice();
    try {
      const { form } = await openPaymentWindow({
        registrationIdx: summary.idx,
        device,
        method: device === 'pc' ? method.pc : method.mobile,
        inApp,
        ...(free ? {} : cashReceiptRequestOf(cashReceipt, method.pc)),
      });
      if (form) await launchPaymentWindow(form);
      else {
        // Nothing to pay: the server completed the registration at once.
        await dialog.alert('신청이 완료되었습니다.');
        navigate(inApp ? '/profile/confList/app' : '/profile/confList');
      }
    } catch (error) {
      await dialog.alert(payRefusalText(error, device));
      if (error instanceof ApiError && error.status === 403) onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <div ref={area} className="space-y-4">
        {free ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            참가비가 없는 신청입니다. 결제 없이 바로 신청이 완료됩니다.
          </p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-700">결제 수단</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {methods.map((option) => (
                <label
                  key={option.pc}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="gopaymethod"
                    value={option.pc}
                    checked={method.pc === option.pc}
                    onChange={() => setMethod(option)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {!free && takesCashReceipt(method.pc) && (
          <CashReceiptChoice value={cashReceipt} onChange={setCashReceipt} />
        )}
        {!free && method.pc === 'VBank' && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            가상계좌는 발급 후 24시간 이상 여유를 두고 안내된 날 23:59:00까지 입금하시면 신청이
            완료됩니다(접수 마감 시각을 넘지 않습니다). 그때까지 자리가 유지되고, 기한이 지나면 신청이
            취소됩니다.
          </p>
        )}
        <button type="button" className={primaryButtonClass} disabled={busy} onClick={pay}>
          {busy ? '결제창을 여는 중…' : free ? '신청 완료하기' : '결제하기'}
        </button>
      </div>
    </FieldProblemScope>
  );
}
