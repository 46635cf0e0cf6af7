import { contentWithdrawalConsentLabel } from '@edu/shared';
import { useId } from 'react';
import { ContentWithdrawalNotice } from '@/features/mall/catalog/components/content-withdrawal-notice';

/** The name the tick's input goes by: the order form focuses it after its alert. */
export const contentWithdrawalInputName = 'contentWithdrawalAgreed';

/**
 * Beside the pay button of an order holding a content: the 청약철회 notice and the tick the order needs
 * (「다운로드 후에는 청약철회가 제한됨에 동의합니다」), kept with the order.
 */
export function ContentWithdrawalConsent({
  agreed,
  onChange,
}: {
  agreed: boolean;
  onChange: (agreed: boolean) => void;
}) {
  const noticeId = useId();
  return (
    <div className="space-y-3">
      <ContentWithdrawalNotice id={noticeId} />
      <label className="flex cursor-pointer items-start gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          name={contentWithdrawalInputName}
          checked={agreed}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={noticeId}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>
          {contentWithdrawalConsentLabel} <span className="font-normal text-red-700">(필수)</span>
        </span>
      </label>
    </div>
  );
}
