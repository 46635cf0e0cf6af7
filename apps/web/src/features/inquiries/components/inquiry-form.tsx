import { inquiryLimits, inquiryMessages } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { inputClass, labelClass, primaryButtonClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { loginPath, useAccount } from '@/features/accounts';
import { ApiError } from '@/lib/api-client';
import { useCreateInquiry } from '../api/create-inquiry';
import { useConferenceTitles } from '../api/get-conference-titles';

/**
 * The inquiry form (spec §2 /qna, §5 Q&A): conference, title and contents, checked in that order with
 * the server's texts. Only a logged-in member sees the submit button; a visitor gets a login link.
 */
export function InquiryForm() {
  const dialog = useDialog();
  const navigate = useNavigate();
  const { account, isPending: accountPending } = useAccount();
  const titles = useConferenceTitles();
  const create = useCreateInquiry();
  const [conferenceIdx, setConferenceIdx] = useState('');
  const [title, setTitle] = useState('');
  const [contents, setContents] = useState('');

  /** The first page-side problem in the spec's order, or null. */
  const problem = (): string | null => {
    if (!conferenceIdx) return inquiryMessages.conferenceRequired;
    if (!title.trim()) return inquiryMessages.titleRequired;
    if (!contents.trim()) return inquiryMessages.contentsRequired;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !account) return;
    const refusal = problem();
    if (refusal) return dialog.alert(refusal);
    try {
      const message = await create.mutateAsync({
        conference_idx: Number(conferenceIdx),
        title: title.trim(),
        contents: contents.trim(),
      });
      await dialog.alert(message);
      // The member's own list, where the new inquiry is waiting (the old page went home, which lost it).
      navigate('/qnalist');
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : inquiryMessages.failed);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <label className={labelClass}>
        컨퍼런스
        <select
          name="conference_idx"
          value={conferenceIdx}
          onChange={(event) => setConferenceIdx(event.target.value)}
          className={inputClass}
        >
          <option value="">{titles.isPending ? '불러오는 중…' : '컨퍼런스를 선택해 주세요'}</option>
          {titles.data?.map((conference) => (
            <option key={conference.idx} value={conference.idx}>
              {conference.title}
            </option>
          ))}
        </select>
      </label>
      {titles.isError && (
        <p role="alert" className="text-sm text-red-700">
          {titles.error.message}
        </p>
      )}
      <label className={labelClass}>
        제목
        <input
          name="title"
          value={title}
          maxLength={inquiryLimits.titleMaxLength}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        내용
        <textarea
          name="contents"
          rows={10}
          value={contents}
          maxLength={inquiryLimits.contentsMaxLength}
          onChange={(event) => setContents(event.target.value)}
          className={`${inputClass} resize-y`}
        />
      </label>
      {account ? (
        <div className="space-y-3">
          <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
            문의하기
          </button>
          <p className="text-right text-sm">
            <Link to="/qnalist" className="text-slate-600 hover:text-slate-900 hover:underline">
              나의 문의 내역
            </Link>
          </p>
        </div>
      ) : accountPending ? null : (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-center text-sm text-slate-700">
          문의는 로그인 후 등록할 수 있습니다.{' '}
          <Link to={loginPath('/qna')} className="font-semibold text-brand-700 hover:underline">
            로그인
          </Link>
        </p>
      )}
    </form>
  );
}
