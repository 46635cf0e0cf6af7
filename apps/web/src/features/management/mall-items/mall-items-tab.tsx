import { mallItemAdminMessages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ItemEditor } from './item-editor';
import { ItemList } from './item-list';
import { defaultItemFilter, type ItemFilter } from './lib/item-list';
import { mallItemsQueryKey } from './mall-items-api';

/** `?item=new` opens an empty form, `?item={itemId}` an item's; without it the list shows. */
const itemParam = 'item';

function openedItem(value: string | null): number | 'new' | null {
  if (value === 'new') return 'new';
  const itemId = Number(value);
  return value && Number.isSafeInteger(itemId) && itemId > 0 ? itemId : null;
}

/**
 * The mall's items (쇼핑몰 상품): the list, and the form of a new or saved item in its place (kept in the
 * address, so a reload or the back button finds it). A save goes back to the list, refreshed, and says so.
 */
export function Tab() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [filter, setFilter] = useState<ItemFilter>(defaultItemFilter);
  const [notice, setNotice] = useState('');
  const opened = openedItem(search.get(itemParam));

  const open = (item: number | 'new' | null, replace = false) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (item === null) next.delete(itemParam);
        else next.set(itemParam, String(item));
        return next;
      },
      { replace },
    );
    window.scrollTo({ top: 0 });
  };

  if (opened !== null) {
    return (
      <ItemEditor
        key={opened}
        itemId={opened === 'new' ? null : opened}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: mallItemsQueryKey });
          setNotice(mallItemAdminMessages.saved);
          open(null, true);
        }}
        onClose={() => open(null)}
      />
    );
  }
  return (
    <ItemList
      filter={filter}
      onFilter={setFilter}
      notice={notice}
      onNotice={setNotice}
      onCreate={() => {
        setNotice('');
        open('new');
      }}
      onEdit={(itemId) => {
        setNotice('');
        open(itemId);
      }}
    />
  );
}
