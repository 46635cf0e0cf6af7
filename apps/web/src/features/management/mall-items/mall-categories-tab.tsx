import type { AdminCategory } from '@edu/shared';
import { categoryIconLabels, categoryIconOf, groupDigits } from '@edu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CategoryIcon } from '@/components/ui/category-icon';
import { useDialog } from '@/components/ui/dialog-provider';
import { adminDangerButtonClass, adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { EditableListSection } from '../components/editable-list-section';
import { errorText } from '../components/error-text';
import { useSaveDialog } from '../components/use-save-dialog';
import { CategoryDialog } from './category-dialog';
import {
  type CategoryBody,
  categoryDeletedMessage,
  categorySavedMessage,
  categoryTreeOf,
} from './lib/category-tree';
import {
  deleteCategory,
  getAdminCategories,
  mallCategoriesQueryKey,
  mallItemsQueryKey,
  saveCategory,
} from './mall-items-api';

/** The icon as drawn with its name ("음표"), or "-" without one. */
function CategoryIconCell({ icon }: { icon: string | null }) {
  const name = categoryIconOf(icon);
  if (!name) return '-';
  return (
    <span className="inline-flex items-center gap-1.5">
      <CategoryIcon icon={name} />
      {categoryIconLabels[name]}
    </span>
  );
}

const categoryColumns = ['카테고리', '아이콘', '정렬 순서', '상품 수', '수정', '삭제'] as const;

/**
 * The mall's categories (쇼핑몰 카테고리): top categories with their children below them, each with its
 * own item count; added and edited in a dialog, removed after a confirmation (the server refuses while
 * items or children remain).
 */
export function Tab() {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState('');
  const categories = useQuery({
    queryKey: mallCategoriesQueryKey,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
  const edit = useSaveDialog<AdminCategory, CategoryBody>({
    queryKey: mallCategoriesQueryKey,
    save: async (category, body) => {
      const saved = await saveCategory(category?.categoryId ?? null, body);
      // The item list names each item's category.
      void queryClient.invalidateQueries({ queryKey: mallItemsQueryKey });
      return saved;
    },
    savedMessage: (body, added) => categorySavedMessage(body.name, added),
  });
  const remove = useMutation({
    mutationFn: (category: AdminCategory) => deleteCategory(category.categoryId),
    onMutate: () => setDeleted(''),
    onSuccess: async (_answer, category) => {
      await queryClient.invalidateQueries({ queryKey: mallCategoriesQueryKey });
      setDeleted(categoryDeletedMessage(category.name));
    },
  });

  const askRemove = async (category: AdminCategory) => {
    if (remove.isPending) return;
    if (!(await dialog.confirm(`'${category.name}' 카테고리를 삭제하시겠습니까?`))) return;
    remove.mutate(category);
  };

  const tree = categoryTreeOf(categories.data ?? []);
  return (
    <EditableListSection
      title="쇼핑몰 카테고리"
      addLabel="카테고리 추가"
      onAdd={() => {
        setDeleted('');
        remove.reset();
        edit.open(null);
      }}
      notice={deleted || edit.notice}
    >
      {remove.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(remove.error)}
        </p>
      )}
      <AdminTable
        columns={categoryColumns}
        caption="쇼핑몰 카테고리"
        error={categories.error}
        empty={categories.data?.length === 0}
        emptyText="등록된 카테고리가 없습니다."
      >
        {tree.map(({ category, depth }) => (
          <tr key={category.categoryId}>
            <td className={`${adminTdClass} min-w-48 break-words ${depth === 1 ? 'pl-8' : 'font-semibold'}`}>
              {depth === 1 && (
                <span aria-hidden="true" className="mr-1 text-slate-400">
                  └
                </span>
              )}
              {depth === 1 && <span className="sr-only">하위 카테고리: </span>}
              {category.name}
            </td>
            <td className={adminTdClass}>
              <CategoryIconCell icon={category.icon} />
            </td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{category.sort}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{groupDigits(category.items)}개</td>
            <td className={adminTdClass}>
              <button
                type="button"
                className={adminSmallButtonClass}
                onClick={() => {
                  setDeleted('');
                  remove.reset();
                  edit.open(category);
                }}
              >
                <span className="sr-only">{category.name} 카테고리 </span>수정
              </button>
            </td>
            <td className={adminTdClass}>
              <button
                type="button"
                className={adminDangerButtonClass}
                disabled={remove.isPending && remove.variables?.categoryId === category.categoryId}
                onClick={() => void askRemove(category)}
              >
                <span className="sr-only">{category.name} 카테고리 </span>삭제
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <p className="text-sm text-slate-600">
        카테고리는 두 단계까지 둘 수 있습니다. 상품 수는 그 카테고리에 직접 속한 상품만 셉니다. 상품이나 하위
        카테고리가 있는 카테고리는 지울 수 없습니다.
      </p>
      <CategoryDialog {...edit.dialog} categories={categories.data ?? []} />
    </EditableListSection>
  );
}
