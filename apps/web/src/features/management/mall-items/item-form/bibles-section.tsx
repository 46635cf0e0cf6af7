import { bibleBooks, mallItemAdminLimits } from '@edu/shared';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../../components/admin-styles';
import { type BibleDraft, newRowKey } from '../lib/item-draft';
import { rowsWith, rowsWithout } from '../lib/rows';
import { CountNote, FormSection } from './form-fields';
import type { ItemFormKit } from './form-kit';

/** 성경 구절 the item is about: a book and a chapter (empty = the whole book); the chatbot finds items by them. */
export function BiblesSection({ kit }: { kit: ItemFormKit }) {
  const { draft, update, idOf, invalid } = kit;
  const edit = (key: string, patch: Partial<BibleDraft>) =>
    update((current) => ({ bibles: rowsWith(current.bibles, key, patch) }));

  return (
    <FormSection
      title="성경 구절"
      description={
        <>
          상품이 다루는 본문입니다. 장을 비우면 책 전체입니다.{' '}
          <CountNote count={draft.bibles.length} max={mallItemAdminLimits.biblesMax} />
        </>
      }
    >
      <ul className="space-y-2">
        {draft.bibles.map((bible, row) => {
          const n = row + 1;
          return (
            <li key={bible.key} className="flex flex-wrap items-center gap-2">
              <select
                id={idOf('bibles', row)}
                className={adminInputClass}
                aria-label={`성경 구절 ${n} 책`}
                value={bible.bookId}
                {...invalid('bibles', row)}
                onChange={(event) => edit(bible.key, { bookId: Number(event.target.value) })}
              >
                {bibleBooks.map((book) => (
                  <option key={book.id} value={book.id}>
                    {book.name}
                  </option>
                ))}
              </select>
              <input
                className={`${adminInputClass} w-24`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                aria-label={`성경 구절 ${n} 장`}
                placeholder="전체"
                value={bible.chapter}
                onChange={(event) => edit(bible.key, { chapter: event.target.value })}
              />
              <span className="text-sm text-slate-600" aria-hidden="true">
                장
              </span>
              <button
                type="button"
                className={adminDangerButtonClass}
                onClick={() => update((current) => ({ bibles: rowsWithout(current.bibles, bible.key) }))}
              >
                <span className="sr-only">성경 구절 {n} </span>삭제
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        disabled={draft.bibles.length >= mallItemAdminLimits.biblesMax}
        onClick={() =>
          update((current) => ({ bibles: [...current.bibles, { key: newRowKey(), bookId: 1, chapter: '' }] }))
        }
      >
        성경 구절 추가
      </button>
    </FormSection>
  );
}
