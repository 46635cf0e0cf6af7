import { inquiryLimits, inquiryMessages } from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  FieldProblemScope,
  FieldProblemText,
  invalidPropsOf,
  useFieldProblems,
} from '@/components/form/field-problem';
import { inputClass, labelClass, primaryButtonClass } from '@/components/form/form-styles';
import { RequiredMark } from '@/components/form/required-mark';
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

  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(formRef);
  const marks = (field: string) => invalidPropsOf(problems.problem, field);

  /** The first page-side problem in the spec's order, with the input it is about, or null. */
  const problem = (): { field: string; message: string } | null => {
    if (!conferenceIdx) return { field: 'conference_idx', message: inquiryMessages.conferenceRequired };
    if (!title.trim()) return { field: 'title', message: inquiryMessages.titleRequired };
    if (!contents.trim()) return { field: 'contents', message: inquiryMessages.contentsRequired };
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !account) return;
    const refusal = problem();
    if (refusal) return problems.alertAt(refusal.field, refusal.message);
    problems.reset();
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
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <label className={labelClass}>
          컨퍼런스
          <RequiredMark />
          <select
            name="conference_idx"
            value={conferenceIdx}
            aria-required
            {...marks('conference_idx')}
            onChange={(event) => {
              problems.clear('conference_idx');
              setConferenceIdx(event.target.value);
            }}
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
        <FieldProblemText name="conference_idx" />
        {titles.isError && (
          <p role="alert" className="text-sm text-red-700">
            {titles.error.message}
          </p>
        )}
        <label className={labelClass}>
          제목
          <RequiredMark />
          <input
            name="title"
            value={title}
            maxLength={inquiryLimits.titleMaxLength}
            aria-required
            {...marks('title')}
            onChange={(event) => {
              problems.clear('title');
              setTitle(event.target.value);
            }}
            className={inputClass}
          />
        </label>
        <FieldProblemText name="title" />
        <label className={labelClass}>
          내용
          <RequiredMark />
          <textarea
            name="contents"
            rows={10}
            value={contents}
            maxLength={inquiryLimits.contentsMaxLength}
            aria-required
            {...marks('contents')}
            onChange={(event) => {
              problems.clear('contents');
              setContents(event.target.value);
            }}
            className={`${inputClass} resize-y`}
          />
        </label>
        <FieldProblemText name="contents" />
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
    </FieldProblemScope>
  );
}
