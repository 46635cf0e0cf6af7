import { groupDigits } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { adminSecondaryButtonClass } from '../components/admin-styles';
import { ItemForm } from './item-form/item-form';
import { emptyItemDraft, itemDraftOf } from './lib/item-draft';
import { getAdminItem, mallItemQueryKey } from './mall-items-api';
import { useItemChoices } from './use-item-choices';

type Props = {
  /** The item to edit, or null to create one. */
  itemId: number | null;
  onSaved: (saved: { itemId: number; code: string }) => void;
  onClose: () => void;
};

/**
 * 상품 등록 / 상품 수정 in place of the list: waits for the item (when editing) and the lists its selects
 * offer, then shows the form; 다시 불러오기 reads the item again and starts the form over from it.
 */
export function ItemEditor({ itemId, onSaved, onClose }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [round, setRound] = useState(0);
  const [blank] = useState(emptyItemDraft);
  const choices = useItemChoices();
  const item = useQuery({
    queryKey: mallItemQueryKey(itemId ?? 0),
    queryFn: ({ signal }) => getAdminItem(itemId ?? 0, signal),
    enabled: itemId !== null,
    staleTime: 0,
    gcTime: 0,
  });

  const initial = useMemo(() => (item.data ? itemDraftOf(item.data) : blank), [item.data, blank]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const error =
    (itemId !== null && item.error) ||
    choices.categories.error ||
    choices.brands.error ||
    choices.warehouses.error;
  const categories = choices.categories.data;
  const brands = choices.brands.data;
  const warehouses = choices.warehouses.data;
  const ready = (itemId === null || item.data !== undefined) && categories && brands && warehouses;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {itemId === null ? '상품 등록' : '상품 수정'}
          {item.data && (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {item.data.code} · 판매량 {groupDigits(item.data.salesCount)} · 등록 {item.data.createdAt}
            </span>
          )}
        </h3>
        {!ready && (
          <button type="button" className={adminSecondaryButtonClass} onClick={onClose}>
            목록으로
          </button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : !ready ? (
        <p className="py-8 text-center text-slate-500">불러오는 중…</p>
      ) : (
        <ItemForm
          key={`${itemId ?? 'new'}-${round}`}
          itemId={itemId}
          initial={initial}
          choices={{ categories, brands, warehouses }}
          onSaved={onSaved}
          onCancel={onClose}
          onReload={
            itemId === null
              ? undefined
              : async () => {
                  await item.refetch();
                  setRound((current) => current + 1);
                }
          }
        />
      )}
    </div>
  );
}
