import { type AdminItemRow, groupDigits, mallItemAdminLimits } from '@edu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AdminPager } from '../components/admin-pager';
import { adminButtonClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { errorText } from '../components/error-text';
import { OutcomeLines } from '../components/outcome-lines';
import { ItemFilters } from './item-filters';
import { ItemRow, itemColumns } from './item-row';
import { type ItemFilter, statusChangedMessage, statusToggleOf } from './lib/item-list';
import {
  getAdminCategories,
  getAdminItems,
  mallCategoriesQueryKey,
  mallItemsQueryKey,
  setItemStatus,
} from './mall-items-api';

type Props = {
  filter: ItemFilter;
  onFilter: (filter: ItemFilter) => void;
  /** The last outcome said above the table (a save, a status change). */
  notice: string;
  onNotice: (notice: string) => void;
  onCreate: () => void;
  onEdit: (itemId: number) => void;
};

/**
 * The mall's items, stopped ones too, newest first, 30 a page: searched and filtered, each with its
 * stock and what unpaid orders hold, stopped or resumed in place, opened to be edited.
 */
export function ItemList({ filter, onFilter, notice, onNotice, onCreate, onEdit }: Props) {
  const queryClient = useQueryClient();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const items = useQuery({
    queryKey: [...mallItemsQueryKey, 'list', filter],
    queryFn: ({ signal }) => getAdminItems(filter, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: mallCategoriesQueryKey,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
  const toggle = useMutation({
    mutationFn: (item: AdminItemRow) => setItemStatus(item.itemId, statusToggleOf(item.itemStatus).next),
    onMutate: () => onNotice(''),
    onSuccess: async (answer, item) => {
      await queryClient.invalidateQueries({ queryKey: mallItemsQueryKey });
      onNotice(statusChangedMessage(item.title, answer.itemStatus));
    },
  });

  // Back from a save: the outcome is where the keyboard lands.
  useEffect(() => {
    if (noticeRef.current?.textContent) noticeRef.current.focus();
  }, []);

  const page = items.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ItemFilters filter={filter} categories={categories.data ?? []} onSearch={onFilter} />
        <button type="button" className={adminButtonClass} onClick={onCreate}>
          상품 등록
        </button>
      </div>
      <OutcomeLines
        noticeRef={noticeRef}
        notice={notice}
        failure={toggle.error ? errorText(toggle.error) : undefined}
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        총 {groupDigits(page?.pageInfo.total ?? 0)}건
      </p>
      <AdminTable
        columns={itemColumns}
        caption="쇼핑몰 상품"
        error={items.error}
        empty={page?.list.length === 0}
        emptyText="조건에 맞는 상품이 없습니다."
      >
        {page?.list.map((item) => (
          <ItemRow
            key={item.itemId}
            item={item}
            toggling={toggle.isPending && toggle.variables?.itemId === item.itemId}
            onToggleStatus={(row) => toggle.mutate(row)}
            onEdit={onEdit}
          />
        ))}
      </AdminTable>
      <AdminPager
        pageInfo={page?.pageInfo}
        size={mallItemAdminLimits.pageSize}
        onPage={(target) => onFilter({ ...filter, page: target })}
      />
    </div>
  );
}
