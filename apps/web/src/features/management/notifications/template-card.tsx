import { useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import {
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
  adminSmallButtonClass,
} from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { BatchProgress } from './batch-progress';
import { fillPreview, unknownTokens } from './fill-preview';
import {
  type ConferenceTemplates,
  getAudience,
  type NotificationTemplate,
  type Placeholder,
  saveTemplate,
  sendNotifications,
} from './notifications-api';

type TemplateCardProps = {
  conferenceIdx: number;
  detailNumber: number | null;
  template: NotificationTemplate;
  placeholders: Placeholder[];
  maxLength: number;
  onSaved: (templates: ConferenceTemplates) => void;
};

const sendFailed = '발송에 실패했습니다.';
/** Spec §8: a time-out says no answer came and points to the messaging site. */
const noAnswer = '응답이 없습니다. 메시지 발송 사이트에서 발송 결과를 확인해주세요.';

/** One guide of a conference: its text with a live preview, saving, and sending it to a session. */
export function TemplateCard({
  conferenceIdx,
  detailNumber,
  template,
  placeholders,
  maxLength,
  onSaved,
}: TemplateCardProps) {
  const id = useId();
  const dialog = useDialog();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(template.text);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [batchId, setBatchId] = useState<number | null>(null);
  const dirty = text !== template.text;
  const unknown = unknownTokens(text, placeholders);

  const insert = (token: string) => {
    const box = textArea.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    setText(`${text.slice(0, start)}${token}${text.slice(end)}`);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const save = async () => {
    setBusy('save');
    try {
      const { contents, message } = await saveTemplate(conferenceIdx, template.kind, text);
      onSaved(contents);
      await dialog.alert(message || '저장되었습니다.');
    } catch (error) {
      await dialog.alert(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (detailNumber === null) return;
    if (dirty) {
      await dialog.alert('변경한 문구를 먼저 저장해주세요.');
      return;
    }
    setBusy('send');
    try {
      const audience = await getAudience(conferenceIdx, detailNumber);
      if (audience.total === 0) {
        await dialog.alert('발송 대상이 없습니다.');
        return;
      }
      const skippedNote =
        audience.skipped > 0 ? `\n(휴대폰 번호가 올바르지 않은 ${audience.skipped}명은 제외됩니다.)` : '';
      const question = `${detailNumber}회차 등록완료 신청자 ${audience.total}명에게 ${template.label}를 발송하시겠습니까?${skippedNote}`;
      if (!(await dialog.confirm(question))) return;
      const answer = await sendNotifications(template.kind, conferenceIdx, detailNumber);
      setBatchId(answer.batchId);
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.isNetworkError
            ? noAnswer
            : error.message || sendFailed
          : sendFailed;
      await dialog.alert(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-bold text-slate-900">
          {template.label}
        </h3>
        <span className="text-xs text-slate-500">{template.isDefault ? '기본 문구' : '수정한 문구'}</span>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700">
            {template.label} 문구
          </label>
          <textarea
            id={`${id}-text`}
            ref={textArea}
            rows={9}
            maxLength={maxLength}
            className={`${adminInputClass} w-full`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="text-right text-xs text-slate-500">
            {text.length} / {maxLength}자
          </p>
          {unknown.length > 0 && (
            <p role="alert" className="text-sm text-red-700">
              사용할 수 없는 치환 문구입니다: {unknown.join(', ')}
            </p>
          )}
          <fieldset className="flex flex-wrap gap-1">
            <legend className="sr-only">{template.label}에 치환 문구 넣기</legend>
            {placeholders.map((placeholder) => (
              <button
                key={placeholder.token}
                type="button"
                className={adminSmallButtonClass}
                title={placeholder.description}
                onClick={() => insert(placeholder.token)}
              >
                {placeholder.token}
              </button>
            ))}
          </fieldset>
        </div>
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium text-slate-700">
            {template.label} 미리보기 (예시 신청자)
          </figcaption>
          <p className="min-h-40 whitespace-pre-wrap rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
            {fillPreview(text, placeholders)}
          </p>
        </figure>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={adminSecondaryButtonClass}
          disabled={!dirty || busy !== null || unknown.length > 0 || text.trim() === ''}
          onClick={save}
        >
          {busy === 'save' ? '저장 중…' : '문구 저장'}
        </button>
        <button
          type="button"
          className={adminButtonClass}
          disabled={busy !== null || detailNumber === null}
          onClick={send}
        >
          {busy === 'send' ? '발송 요청 중…' : `${template.label} 발송`}
        </button>
      </div>
      {batchId !== null && <BatchProgress batchId={batchId} label={template.label} />}
    </section>
  );
}
