import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { adminButtonClass, adminLabelClass, adminSecondaryButtonClass } from '../components/admin-styles';
import { adminConferencesQueryKey, saveConference, uploadContentImage } from './admin-conferences-api';
import {
  type ConferenceDraft,
  conferenceFormTexts,
  draftProblem,
  type MissingField,
  missingFields,
  readAsDataUrl,
  type ThumbnailDraft,
  toPayload,
} from './conference-draft';
import { ConferenceSettingsFields } from './conference-settings-fields';
import { TextField, YesNoField } from './form-fields';
import { SessionsEditor } from './sessions-editor';
import { ThumbnailPicker } from './thumbnail-picker';

// The editor is the heaviest part of the admin area: loaded only when a form is shown.
const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type ConferenceFormProps = {
  /** The conference being edited; absent = create. */
  idx?: number;
  initial: ConferenceDraft;
  currentThumbnail: string | null;
  onSaved: (idx: number) => void;
  onCancel?: () => void;
};

/** The conference create/edit form (spec §2 Admin area): fields, thumbnail, contents, settings, sessions. */
export function ConferenceForm({ idx, initial, currentThumbnail, onSaved, onCancel }: ConferenceFormProps) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const contentsLabel = useId();
  const [draft, setDraft] = useState(initial);
  const [thumbnail, setThumbnail] = useState<ThumbnailDraft>({ file: null, remove: false });
  /** The fields a refused save found empty, marked until the next try. */
  const [missing, setMissing] = useState<ReadonlySet<MissingField>>(new Set());
  const change = (patch: Partial<ConferenceDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = useMutation({
    mutationFn: async () => {
      const file = thumbnail.file;
      const payload = toPayload(draft, {
        command: file ? 'update' : thumbnail.remove ? 'delete' : null,
        enc: file ? await readAsDataUrl(file) : null,
        name: file?.name ?? null,
      });
      return saveConference(payload, idx);
    },
    onSuccess: async ({ contents, message }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminConferencesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['conferences'] }),
      ]);
      await dialog.alert(
        message || (idx === undefined ? conferenceFormTexts.created : conferenceFormTexts.updated),
      );
      onSaved(contents);
    },
    onError: (error) => dialog.alert(error.message),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hasThumbnail = idx !== undefined || thumbnail.file !== null;
    const problem = draftProblem(draft, { hasThumbnail });
    setMissing(new Set(missingFields(draft, { hasThumbnail }).fields));
    if (problem) {
      await dialog.alert(problem);
      return;
    }
    save.mutate();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-6"
      aria-label={idx ? '컨퍼런스 수정' : '컨퍼런스 생성'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="제목"
          required
          className="sm:col-span-2"
          value={draft.title}
          invalid={missing.has('title')}
          onChange={(title) => change({ title })}
        />
        <TextField label="분류" value={draft.category} onChange={(category) => change({ category })} />
        <TextField
          label="취소 가능 기한 (시작 며칠 전까지)"
          type="number"
          required
          value={draft.cancelDay}
          invalid={missing.has('cancelDay')}
          onChange={(cancelDay) => change({ cancelDay })}
          hint="0이면 시작 전까지 취소 신청 가능"
        />
        <TextField
          label="가상계좌 입금 기한 (일)"
          type="number"
          required
          value={draft.depositDays}
          invalid={missing.has('depositDays')}
          onChange={(depositDays) => change({ depositDays })}
          hint="1~14일. 발급 후 이 일수만큼(24시간 단위) 지난 날 23:59까지, 접수 마감을 넘지 않음. 그때까지 자리가 유지됩니다."
        />
        <TextField
          label="접수 시작 (한국 시간)"
          type="datetime-local"
          required
          value={draft.rsdatetime}
          invalid={missing.has('rsdatetime')}
          onChange={(rsdatetime) => change({ rsdatetime })}
        />
        <TextField
          label="접수 종료 (한국 시간)"
          type="datetime-local"
          required
          value={draft.redatetime}
          invalid={missing.has('redatetime')}
          onChange={(redatetime) => change({ redatetime })}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <YesNoField
          label="신청 시 주소 입력 받기"
          value={draft.isAddress}
          onChange={(isAddress) => change({ isAddress })}
        />
        <YesNoField
          label="공개 (목록에 표시)"
          value={draft.isView}
          onChange={(isView) => change({ isView })}
        />
      </div>

      <ThumbnailPicker current={currentThumbnail} value={thumbnail} onChange={setThumbnail} />

      <div className="space-y-2">
        <p id={contentsLabel} className={adminLabelClass}>
          내용<span className="text-red-600"> *</span>
        </p>
        <Suspense
          fallback={<div className="h-72 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />}
        >
          <RichTextEditor
            value={initial.contents}
            onChange={(contents) => change({ contents })}
            uploadImage={uploadContentImage}
            label="컨퍼런스 내용"
            describedBy={contentsLabel}
          />
        </Suspense>
      </div>

      <ConferenceSettingsFields draft={draft} change={change} />

      <SessionsEditor sessions={draft.sessions} update={(next) => setDraft((current) => next(current))} />

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        {onCancel && (
          <button type="button" className={adminSecondaryButtonClass} onClick={onCancel}>
            목록으로
          </button>
        )}
        <button type="submit" className={adminButtonClass} disabled={save.isPending}>
          {save.isPending ? '저장 중…' : idx === undefined ? '컨퍼런스 생성' : '수정 저장'}
        </button>
      </div>
    </form>
  );
}
