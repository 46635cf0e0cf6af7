import { mallItemAdminLimits } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSmallButtonClass,
} from '../../components/admin-styles';
import { CountNote, FormSection } from '../../components/form-section';
import { defaultItemFilter, itemKindText } from '../lib/item-list';
import { getAdminItems, mallItemsQueryKey } from '../mall-items-api';
import type { ItemFormKit } from './form-kit';

/**
 * 관련 상품 shown with the item: found by title, code or tag (the list's search) and picked, up to 12,
 * in the order picked.
 */
export function RelatedItemsSection({ kit, itemId }: { kit: ItemFormKit; itemId: number | null }) {
  const { draft, update } = kit;
  const id = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const found = useQuery({
    queryKey: [...mallItemsQueryKey, 'related-search', searched],
    queryFn: ({ signal }) => getAdminItems({ ...defaultItemFilter, searchText: searched }, signal),
    enabled: searched !== '',
  });
  const full = draft.related.length >= mallItemAdminLimits.relatedMax;
  const chosen = new Set(draft.related.map((related) => related.itemId));

  const search = () => setSearched(text.trim());
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The box sits inside the item form: Enter searches instead of saving the item.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    search();
  };

  return (
    <FormSection
      title="관련 상품"
      description={
        <>
          상품 페이지 아래에 함께 보여 줄 상품입니다.{' '}
          <CountNote count={draft.related.length} max={mallItemAdminLimits.relatedMax} />
        </>
      }
    >
      {draft.related.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="고른 관련 상품">
          {draft.related.map((related) => (
            <li
              key={related.itemId}
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="font-mono text-xs text-slate-500">{related.code}</span>
              <span className="max-w-64 truncate">{related.title}</span>
              <button
                type="button"
                className="rounded-full px-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                aria-label={`${related.title} 관련 상품에서 빼기`}
                onClick={() =>
                  update((current) => ({
                    related: current.related.filter((kept) => kept.itemId !== related.itemId),
                  }))
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">고른 관련 상품이 없습니다.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1 sm:max-w-md">
          <label htmlFor={id} className={adminLabelClass}>
            관련 상품 검색
          </label>
          <input
            id={id}
            type="search"
            className={adminInputClass}
            maxLength={100}
            autoComplete="off"
            placeholder="상품명, 코드, 태그"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={keyDown}
          />
        </div>
        <button type="button" className={adminButtonClass} onClick={search}>
          관련 상품 찾기
        </button>
      </div>
      {searched !== '' && (
        <div aria-live="polite" className="space-y-2">
          {found.isPending && <p className="text-sm text-slate-600">찾는 중…</p>}
          {found.isError && (
            <p role="alert" className="text-sm text-red-700">
              {found.error.message}
            </p>
          )}
          {found.data?.list.length === 0 && <p className="text-sm text-slate-600">찾은 상품이 없습니다.</p>}
          {found.data && found.data.list.length > 0 && (
            <ul
              className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200"
              aria-label="관련 상품 검색 결과"
            >
              {found.data.list.map((row) => {
                const self = row.itemId === itemId;
                const picked = chosen.has(row.itemId);
                return (
                  <li key={row.itemId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                    <span className="min-w-0">
                      <span className="font-mono text-xs text-slate-500">{row.code}</span>{' '}
                      <span className="break-words text-slate-900">{row.title}</span>{' '}
                      <span className="text-xs text-slate-500">({itemKindText(row)})</span>
                    </span>
                    <button
                      type="button"
                      className={adminSmallButtonClass}
                      disabled={self || picked || full}
                      onClick={() =>
                        update((current) =>
                          current.related.some((kept) => kept.itemId === row.itemId) ||
                          current.related.length >= mallItemAdminLimits.relatedMax
                            ? {}
                            : {
                                related: [
                                  ...current.related,
                                  { itemId: row.itemId, code: row.code, title: row.title },
                                ],
                              },
                        )
                      }
                    >
                      <span className="sr-only">{row.title} 관련 상품에 </span>
                      {self ? '추가할 수 없음(이 상품)' : picked ? '추가됨' : '추가'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {found.data && found.data.pageInfo.total > found.data.list.length && (
            <p className="text-xs text-slate-600">
              {found.data.pageInfo.total}건 중 {found.data.list.length}건을 보여 줍니다. 검색어를 더 자세히
              입력해 주세요.
            </p>
          )}
        </div>
      )}
    </FormSection>
  );
}
