import { type AdminCategory, categoryIconLabels, categoryIconNames } from '@edu/shared';
import { useState } from 'react';
import { SelectBox, TextBox } from '../components/admin-field';
import { DialogForm, SaveFormDialog, type SaveFormProps } from '../components/admin-form-dialog';
import { useDialogCheck } from '../components/use-dialog-check';
import type { SaveDialogProps } from '../components/use-save-dialog';
import {
  type CategoryBody,
  type CategoryDraft,
  type CategoryField,
  categoryDraftOf,
  categoryLimits,
  categoryRequestOf,
} from './lib/category-tree';

type Props = SaveDialogProps<AdminCategory, CategoryBody> & { categories: readonly AdminCategory[] };

/** Adding or editing a category: its name, the top category it sits under (or none), icon and order. */
export function CategoryDialog({ categories, ...props }: Props) {
  return (
    <SaveFormDialog {...props} noun="카테고리">
      {(form) => <CategoryForm {...form} categories={categories} />}
    </SaveFormDialog>
  );
}

function CategoryForm({
  item,
  categories,
  ...form
}: SaveFormProps<AdminCategory, CategoryBody> & Pick<Props, 'categories'>) {
  const check = useDialogCheck<CategoryField>();
  const [draft, setDraft] = useState<CategoryDraft>(() => categoryDraftOf(item));
  const categoryId = item?.categoryId ?? null;
  const tops = categories.filter((top) => top.parentId === null && top.categoryId !== categoryId);
  const hasChildren = categoryId !== null && categories.some((child) => child.parentId === categoryId);

  const change = (part: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...part }));
  const submit = () => check.send(categoryRequestOf(draft, categories, categoryId), 'name', form.onSubmit);

  return (
    <DialogForm {...form} onSubmit={submit}>
      <TextBox
        {...check.box('name')}
        label="이름"
        required
        value={draft.name}
        maxLength={categoryLimits.nameMax}
        disabled={form.busy}
        onChange={(name) => change({ name })}
      />
      <SelectBox
        {...check.box('parentId')}
        label="상위 카테고리"
        value={draft.parentId === null ? '' : String(draft.parentId)}
        emptyLabel="없음 (최상위 카테고리)"
        options={tops.map((top) => ({ value: String(top.categoryId), label: top.name }))}
        disabled={form.busy || hasChildren}
        hint={hasChildren ? '하위 카테고리가 있어 다른 카테고리 아래로 옮길 수 없습니다.' : undefined}
        onChange={(value) => change({ parentId: value === '' ? null : Number(value) })}
      />
      <SelectBox
        {...check.box('icon')}
        label="아이콘"
        value={draft.icon}
        emptyLabel="없음"
        options={categoryIconNames.map((name) => ({ value: name, label: categoryIconLabels[name] }))}
        disabled={form.busy}
        hint="메뉴에서 이름 앞에 보이는 그림입니다. 없음으로 두어도 됩니다."
        onChange={(icon) => change({ icon })}
      />
      <TextBox
        {...check.box('sort')}
        label="정렬 순서"
        value={draft.sort}
        boxClassName="w-32"
        numeric
        maxLength={3}
        disabled={form.busy}
        hint={`작은 수가 먼저 보입니다 (0~${categoryLimits.sortMax}).`}
        onChange={(sort) => change({ sort })}
      />
    </DialogForm>
  );
}
