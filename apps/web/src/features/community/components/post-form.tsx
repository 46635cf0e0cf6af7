import {
  boardPath,
  boardTitles,
  communityLimits,
  communityMessages,
  type PostAttachment,
  postPath,
  webzineBoardId,
} from '@edu/shared';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  FieldProblemScope,
  FieldProblemText,
  invalidPropsOf,
  useFieldProblems,
} from '@/components/form/field-problem';
import { RequiredMark } from '@/components/form/required-mark';
import { useDialog } from '@/components/ui/dialog-provider';
import { uploadPostImage, useSavePost } from '../api/save-post';
import type { AttachmentDraft } from '../lib/attachment-draft';
import { useGoBack } from '../lib/go-back';
import { canPin, writableBoards } from '../lib/permissions';
import { draftProblemAt, saveFailureMessage } from '../lib/post-draft';
import { postImageCommand, type ThumbnailDraft } from '../lib/post-image-command';
import { AttachmentField } from './attachment-field';
import { ThumbnailField } from './thumbnail-field';

// The editor is the heaviest part of the site: fetched only when the write page is shown.
const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

export type PostFormValues = {
  boardId: number | null;
  postTitle: string;
  postContent: string;
  isSecret: boolean;
  isPin: boolean;
};

type PostFormProps = {
  /** The post being edited; absent = a new post. */
  postId?: number;
  initial: PostFormValues;
  currentThumbnail: string | null;
  /** The post's stored files when editing. */
  storedAttachments?: PostAttachment[];
  level: number;
};

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none disabled:bg-slate-100';
const labelClass = 'block text-sm font-medium text-slate-700';

/** The write/edit form (spec §2 write page, §4 post write): checked in the server's order, saved as multipart. */
export function PostForm({
  postId,
  initial,
  currentThumbnail,
  storedAttachments = [],
  level,
}: PostFormProps) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const save = useSavePost();
  const contentLabel = useId();
  const [values, setValues] = useState(initial);
  const [thumbnail, setThumbnail] = useState<ThumbnailDraft>({ file: null, remove: false });
  const [attachments, setAttachments] = useState<AttachmentDraft>({ added: [], removedIds: [] });
  const change = (patch: Partial<PostFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const editing = postId !== undefined;
  const boards = writableBoards(level);
  // An administrator editing a member's post keeps its board even when it is not one they would pick.
  const boardChoices =
    values.boardId && !boards.includes(values.boardId as never) ? [values.boardId, ...boards] : boards;
  const isWebzine = values.boardId === webzineBoardId;
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(formRef);
  const marks = (field: string) => invalidPropsOf(problems.problem, field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = draftProblemAt(values);
    if (problem) return problems.alertAt(problem.field, problem.message);
    problems.reset();
    try {
      const savedId = await save.mutateAsync({
        post: {
          ...(editing ? { postId } : {}),
          boardId: values.boardId ?? undefined,
          postTitle: values.postTitle.trim(),
          postContent: values.postContent,
          isSecret: values.isSecret,
          isPin: canPin(level) && values.isPin,
          postImageCommand: isWebzine ? postImageCommand(thumbnail) : null,
          removeAttachmentIds: attachments.removedIds,
        },
        thumbnail: isWebzine ? thumbnail.file : null,
        attachments: attachments.added,
      });
      await dialog.alert(communityMessages.saved);
      navigate(postPath(values.boardId ?? 0, savedId), { replace: true });
    } catch (error) {
      await dialog.alert(saveFailureMessage(error));
    }
  };

  const cancel = async () => {
    if (await dialog.confirm(communityMessages.cancelWriteConfirm)) {
      goBack(boardPath(values.boardId ?? 1));
    }
  };

  return (
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="space-y-6"
        aria-label={editing ? '게시글 수정' : '게시글 작성'}
      >
        <label className={labelClass}>
          게시판
          <RequiredMark />
          <select
            name="boardId"
            value={values.boardId ?? ''}
            disabled={editing}
            aria-required
            {...marks('boardId')}
            onChange={(event) => {
              problems.clear('boardId');
              change({ boardId: event.target.value ? Number(event.target.value) : null });
            }}
            className={fieldClass}
          >
            <option value="">게시판을 선택해주세요</option>
            {boardChoices.map((id) => (
              <option key={id} value={id}>
                {boardTitles[id as keyof typeof boardTitles]}
              </option>
            ))}
          </select>
        </label>
        <FieldProblemText name="boardId" />
        <label className={labelClass}>
          제목
          <RequiredMark />
          <input
            name="postTitle"
            value={values.postTitle}
            maxLength={communityLimits.titleMaxLength}
            aria-required
            {...marks('postTitle')}
            onChange={(event) => {
              problems.clear('postTitle');
              change({ postTitle: event.target.value });
            }}
            className={fieldClass}
          />
        </label>
        <FieldProblemText name="postTitle" />
        <div className="space-y-1">
          <p id={contentLabel} className={labelClass}>
            내용
            <RequiredMark />
          </p>
          <Suspense
            fallback={<div className="h-72 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />}
          >
            <RichTextEditor
              value={initial.postContent}
              onChange={(postContent) => {
                problems.clear('postContent');
                change({ postContent });
              }}
              uploadImage={uploadPostImage}
              label="게시글 내용"
              describedBy={contentLabel}
              fieldName="postContent"
            />
          </Suspense>
          <FieldProblemText name="postContent" />
        </div>
        {isWebzine && <ThumbnailField current={currentThumbnail} value={thumbnail} onChange={setThumbnail} />}
        <AttachmentField stored={storedAttachments} value={attachments} onChange={setAttachments} />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={values.isSecret}
              onChange={(event) => change({ isSecret: event.target.checked })}
            />
            비밀글
          </label>
          {canPin(level) && (
            <label className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={values.isPin}
                onChange={(event) => change({ isPin: event.target.checked })}
              />
              상단 고정
            </label>
          )}
        </div>
        <div className="flex justify-center gap-2 border-t border-slate-200 pt-6">
          <button
            type="button"
            onClick={() => void cancel()}
            className="rounded-lg border border-slate-300 px-6 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            취소
          </button>
          <button
            type="submit"
            disabled={save.isPending}
            className="rounded-lg bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            작성 완료
          </button>
        </div>
      </form>
    </FieldProblemScope>
  );
}
