import type { ItemEdit } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { adminButtonClass, adminSecondaryButtonClass } from '../../components/admin-styles';
import { errorText } from '../../components/error-text';
import { FormSection } from '../../components/form-section';
import type { ItemDraft } from '../lib/item-draft';
import { type ItemField, itemRequestOf } from '../lib/item-request';
import { saveItem } from '../mall-items-api';
import { BasicInfoSection } from './basic-info-section';
import { BiblesSection } from './bibles-section';
import { ContentFilesSection } from './content-files-section';
import { DescriptionSection } from './description-section';
import { type ItemChoices, type ItemFormKit, UploadTracker } from './form-kit';
import { LicensesSection } from './licenses-section';
import { MediaSection } from './media-section';
import { PriceSection } from './price-section';
import { ProductNoticeSection } from './product-notice-section';
import { RelatedItemsSection } from './related-items-section';
import { revealField } from './reveal-field';
import { StockOptionsSection } from './stock-options-section';
import { VideosSection } from './videos-section';

type Props = {
  /** The item being edited; null = a new one. */
  itemId: number | null;
  initial: ItemDraft;
  choices: ItemChoices;
  onSaved: (saved: { itemId: number; code: string }) => void;
  onCancel: () => void;
  /** Reads the item again (after a refusal because an order changed a stock meanwhile). */
  onReload?: () => Promise<void>;
};

type Problem = { message: string; field: ItemField; row?: number };

/** The id of a field's box (a row's first box when `row` is given), unique to one form. */
const fieldId = (formId: string, field: string, row?: number) =>
  row === undefined ? `${formId}-${field}` : `${formId}-${field}-${row}`;

/**
 * The item form, for a new item and a saved one: checked here in the server's order first, then sent.
 * A refusal is said beside 저장 with everything kept as typed; when an order changed a stock meanwhile
 * (409) the item can be read again.
 */
export function ItemForm({ itemId, initial, choices, onSaved, onCancel, onReload }: Props) {
  const dialog = useDialog();
  const formId = useId();
  const problemId = `${formId}-problem`;
  // The form starts from what it was given when it appeared; a new start needs a new key.
  const [start] = useState(initial);
  const [draft, setDraft] = useState(start);
  const [problem, setProblem] = useState<Problem | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [uploads, setUploads] = useState(0);
  const track = useCallback((delta: 1 | -1) => setUploads((count) => count + delta), []);

  const save = useMutation({
    mutationFn: (body: ItemEdit) => saveItem(itemId, body),
    onSuccess: onSaved,
  });

  const idOf = (field: string, row?: number) => fieldId(formId, field, row);
  const kit: ItemFormKit = {
    draft,
    change: (patch) => setDraft((current) => ({ ...current, ...patch })),
    update: (next) => setDraft((current) => ({ ...current, ...next(current) })),
    idOf,
    invalid: (field, row) =>
      problem?.field === field && (row === undefined || problem.row === undefined || problem.row === row)
        ? { 'aria-invalid': true, 'aria-describedby': problemId }
        : {},
    editing: itemId !== null,
    choices,
  };

  // Each refusal is a new problem: its field is shown clear of the sticky bar (now its final height) and focused.
  useEffect(() => {
    if (!problem) return;
    const field = document.getElementById(fieldId(formId, problem.field, problem.row));
    if (field) revealField(field, barRef.current);
  }, [problem, formId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || uploads > 0) return;
    const request = itemRequestOf(draft);
    if (!request.ok) {
      save.reset();
      // The field is brought into view once the bar shows the message (see the effect above).
      setProblem({ message: request.problem, field: request.field, row: request.row });
      return;
    }
    setProblem(null);
    save.mutate(request.body);
  };

  const cancel = async () => {
    if (
      draft !== start &&
      !(await dialog.confirm('저장하지 않은 내용은 사라집니다. 목록으로 돌아가시겠습니까?'))
    )
      return;
    onCancel();
  };

  const reload = async () => {
    if (!onReload) return;
    if (!(await dialog.confirm('다시 불러오면 저장하지 않은 수정 내용이 사라집니다. 다시 불러오시겠습니까?')))
      return;
    await onReload();
  };

  const failure = save.error ? errorText(save.error) : '';
  const conflict = save.error instanceof ApiError && save.error.status === 409 && onReload !== undefined;
  const isContent = draft.itemType === 'CONTENT';
  const type = draft.contentType;

  return (
    <UploadTracker.Provider value={track}>
      <form
        noValidate
        onSubmit={submit}
        aria-label={itemId === null ? '상품 등록' : '상품 수정'}
        className="space-y-6"
      >
        <fieldset disabled={save.isPending} className="min-w-0 space-y-6">
          <BasicInfoSection kit={kit} />
          <PriceSection kit={kit} />
          <MediaSection kit={kit} />
          <DescriptionSection kit={kit} initial={start} />
          <ProductNoticeSection kit={kit} />
          {!isContent && <StockOptionsSection kit={kit} />}
          {isContent && type === null && (
            <FormSection title="콘텐츠 구성">
              <p className="text-sm text-slate-600">
                콘텐츠 유형을 고르면 파일, 영상, 라이선스를 넣을 수 있습니다.
              </p>
            </FormSection>
          )}
          {isContent && type === 'IMAGE' && <LicensesSection kit={kit} />}
          {isContent && type === 'VIDEO' && <VideosSection kit={kit} />}
          {isContent && type !== null && <ContentFilesSection kit={kit} />}
          <BiblesSection kit={kit} />
          <RelatedItemsSection kit={kit} itemId={itemId} />
        </fieldset>

        <div
          ref={barRef}
          className="sticky bottom-0 z-10 space-y-2 border-t border-slate-200 bg-white/95 py-4 backdrop-blur"
        >
          {problem && (
            <p
              id={problemId}
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800"
            >
              {problem.message}
            </p>
          )}
          {failure && (
            <div
              role="alert"
              className="space-y-2 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800"
            >
              <p>{failure}</p>
              {conflict && (
                <button type="button" className={adminSecondaryButtonClass} onClick={() => void reload()}>
                  다시 불러오기
                </button>
              )}
            </div>
          )}
          {uploads > 0 && (
            <p role="status" className="text-sm text-slate-700">
              파일을 올리는 중입니다. 다 올린 뒤 저장할 수 있습니다.
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={adminSecondaryButtonClass}
              disabled={save.isPending}
              onClick={() => void cancel()}
            >
              취소
            </button>
            <button type="submit" className={adminButtonClass} disabled={save.isPending || uploads > 0}>
              {save.isPending ? '저장 중…' : '저장'}
            </button>
          </div>
        </div>
      </form>
    </UploadTracker.Provider>
  );
}
