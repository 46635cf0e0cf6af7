import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { adminButtonClass, adminInputClass, adminLabelClass } from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { type AdminInquiry, answerInquiry } from './admin-inquiries-api';

const answerMax = 2000;

/** The reply to one inquiry: written (or corrected) here, read by the member in /qnalist and sent by KakaoTalk. */
export function AnswerForm({ inquiry }: { inquiry: AdminInquiry }) {
  const id = useId();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState(inquiry.answer ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!answer.trim()) return dialog.alert('답변을 입력해주세요.');
    setBusy(true);
    try {
      const { message } = await answerInquiry(inquiry.idx, answer);
      await dialog.alert(message || '답변이 등록되었습니다.');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries'] });
    } catch (error) {
      await dialog.alert(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${inquiry.title} 답변`} className="mt-3 space-y-2">
      <label htmlFor={`${id}-answer`} className={adminLabelClass}>
        답변{' '}
        {inquiry.answered_date && (
          <span className="font-normal text-slate-500">(등록됨, 고치면 다시 안내됩니다)</span>
        )}
      </label>
      <textarea
        id={`${id}-answer`}
        rows={4}
        maxLength={answerMax}
        className={`${adminInputClass} w-full`}
        value={answer}
        disabled={busy}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <span>회원에게 카카오톡으로 답변이 안내됩니다.</span>
        <span>
          {answer.length}/{answerMax}
        </span>
      </div>
      <button type="submit" className={adminButtonClass} disabled={busy}>
        {busy ? '처리 중…' : inquiry.answer ? '답변 수정' : '답변 등록'}
      </button>
    </form>
  );
}
