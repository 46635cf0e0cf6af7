import type { AdminCategory } from '@edu/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../components/admin-styles';
import type { Editing } from '../mall-shipping-setup/use-save-dialog';
import {
  type CategoryBody,
  type CategoryDraft,
  type CategoryField,
  categoryDraftOf,
  categoryLimits,
  categoryRequestOf,
} from './lib/category-tree';

type Props = {
  editing: Editing<AdminCategory>;
  categories: readonly AdminCategory[];
  busy: boolean;
  /** The server's refusal, said inside the dialog so what was typed is kept. */
  failure: string;
  onSubmit: (body: CategoryBody) => void;
  onClose: () => void;
};

/** Adding or editing a category: its name, the top category it sits under (or none), icon and order. */
export function CategoryDialog({ editing, categories, busy, failure, onSubmit, onClose }: Props) {
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={editing?.item ? '카테고리 수정' : '카테고리 추가'}
    >
      {editing && (
        <CategoryForm
          key={editing.item?.categoryId ?? 'new'}
          category={editing.item}
          categories={categories}
          busy={busy}
          failure={failure}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function CategoryForm({
  category,
  categories,
  busy,
  failure,
  onSubmit,
  onClose,
}: Omit<Props, 'editing'> & { category: AdminCategory | null }) {
  const id = useId();
  const inputs = useRef<Partial<Record<CategoryField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const [draft, setDraft] = useState<CategoryDraft>(() => categoryDraftOf(category));
  const [problem, setProblem] = useState<{ message: string; field: CategoryField } | null>(null);
  const categoryId = category?.categoryId ?? null;
  const tops = categories.filter((top) => top.parentId === null && top.categoryId !== categoryId);
  const hasChildren = categoryId !== null && categories.some((child) => child.parentId === categoryId);

  const change = (part: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = categoryRequestOf(draft, categories, categoryId);
    if (!request.ok) {
      setProblem({ message: request.problem, field: request.field });
      inputs.current[request.field]?.focus();
      return;
    }
    setProblem(null);
    onSubmit(request.body);
  };

  const problemId = `${id}-problem`;
  const invalid = (field: CategoryField) =>
    problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};
  const ref = (field: CategoryField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    inputs.current[field] = element;
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className={adminLabelClass}>
          이름 <span className="text-red-700">(필수)</span>
        </label>
        <input
          ref={ref('name')}
          id={`${id}-name`}
          className={adminInputClass}
          value={draft.name}
          autoComplete="off"
          maxLength={categoryLimits.nameMax}
          disabled={busy}
          aria-required
          {...invalid('name')}
          onChange={(event) => change({ name: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-parent`} className={adminLabelClass}>
          상위 카테고리
        </label>
        <select
          ref={ref('parentId')}
          id={`${id}-parent`}
          className={adminInputClass}
          value={draft.parentId ?? ''}
          disabled={busy || hasChildren}
          aria-describedby={hasChildren ? `${id}-parent-hint` : undefined}
          {...invalid('parentId')}
          onChange={(event) =>
            change({ parentId: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">없음 (최상위 카테고리)</option>
          {tops.map((top) => (
            <option key={top.categoryId} value={top.categoryId}>
              {top.name}
            </option>
          ))}
        </select>
        {hasChildren && (
          <p id={`${id}-parent-hint`} className="text-xs text-slate-600">
            하위 카테고리가 있어 다른 카테고리 아래로 옮길 수 없습니다.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-icon`} className={adminLabelClass}>
          아이콘
        </label>
        <input
          ref={ref('icon')}
          id={`${id}-icon`}
          className={adminInputClass}
          value={draft.icon}
          autoComplete="off"
          maxLength={categoryLimits.iconMax * 2}
          placeholder="예: 📖"
          disabled={busy}
          aria-describedby={`${id}-icon-hint`}
          {...invalid('icon')}
          onChange={(event) => change({ icon: event.target.value })}
        />
        <p id={`${id}-icon-hint`} className="text-xs text-slate-600">
          메뉴에서 이름 앞에 보이는 짧은 글자나 이모지입니다. 비워 두어도 됩니다.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className={adminLabelClass}>
          정렬 순서
        </label>
        <input
          ref={ref('sort')}
          id={`${id}-sort`}
          className={`${adminInputClass} w-32`}
          value={draft.sort}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          disabled={busy}
          aria-describedby={`${id}-sort-hint`}
          {...invalid('sort')}
          onChange={(event) => change({ sort: event.target.value })}
        />
        <p id={`${id}-sort-hint`} className="text-xs text-slate-600">
          작은 수가 먼저 보입니다 (0~{categoryLimits.sortMax}).
        </p>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={adminButtonClass} disabled={busy}>
          {busy ? '저장 중…' : '저장'}
        </button>
      </div>
    </form>
  );
}
