import { autoConfirmNote, type PurchaseConfirmationSetting, purchaseConfirmationMessages } from '@edu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSectionTitleClass,
} from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { autoConfirmDaysOf } from './lib/auto-confirm-days';
import {
  getPurchaseConfirmation,
  purchaseConfirmationQueryKey,
  savePurchaseConfirmation,
} from './purchase-confirmation-api';

/**
 * 구매확정: how many days after delivery goods confirm themselves (they can no longer be returned through
 * the site, and count as settled sales). Set beside the warehouses, where the mall's delivery is set up.
 */
export function PurchaseConfirmationSection() {
  const setting = useQuery({
    queryKey: purchaseConfirmationQueryKey,
    queryFn: ({ signal }) => getPurchaseConfirmation(signal),
  });
  return (
    <section aria-labelledby="purchase-confirmation-title" className="space-y-3">
      <h2 id="purchase-confirmation-title" className={adminSectionTitleClass}>
        구매확정
      </h2>
      {setting.data ? (
        <DaysForm key={setting.data.autoConfirmDays} setting={setting.data} />
      ) : (
        <p role={setting.error ? 'alert' : undefined} className="text-sm text-slate-600">
          {setting.error ? errorText(setting.error) : '불러오는 중…'}
        </p>
      )}
    </section>
  );
}

function DaysForm({ setting }: { setting: PurchaseConfirmationSetting }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [typed, setTyped] = useState(String(setting.autoConfirmDays));
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const save = useMutation({
    mutationFn: savePurchaseConfirmation,
    onSuccess: (saved) => {
      queryClient.setQueryData(purchaseConfirmationQueryKey, saved);
      setMessage({ text: purchaseConfirmationMessages.settingSaved, problem: false });
    },
    onError: (error) => setMessage({ text: errorText(error), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = autoConfirmDaysOf(typed);
    if ('problem' in checked) {
      setMessage({ text: checked.problem, problem: true });
      document.getElementById(inputId)?.focus();
      return;
    }
    setMessage(null);
    save.mutate({ autoConfirmDays: checked.days });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <label htmlFor={inputId} className={adminLabelClass}>
        자동 구매확정 기간
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">배송 완료 후</span>
        <input
          id={inputId}
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={message?.problem || undefined}
          className={`${adminInputClass} w-20 text-right`}
        />
        <span className="text-sm text-slate-700">일</span>
        <button type="submit" disabled={save.isPending} className={adminButtonClass}>
          저장
        </button>
      </div>
      <p className="text-sm text-slate-600">
        {autoConfirmNote(setting.autoConfirmDays)} 구매확정된 상품은 교환·반품을 신청할 수 없습니다.
      </p>
      {message && (
        <p
          role={message.problem ? 'alert' : 'status'}
          className={message.problem ? 'text-sm text-red-700' : 'text-sm text-emerald-700'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
