import { bibleBooks, mallItemAdminLimits } from '@edu/shared';
import { type RowCell, RowListSection } from '../../components/row-list-section';
import type { BibleDraft } from '../lib/item-draft';
import { draftRows } from './draft-rows';
import type { ItemFormKit } from './form-kit';

const cells: readonly RowCell<BibleDraft>[] = [
  {
    type: 'select',
    field: 'bookId',
    label: '책',
    options: bibleBooks.map((book) => ({ value: String(book.id), label: book.name })),
  },
  {
    field: 'chapter',
    label: '장',
    numeric: true,
    maxLength: 3,
    placeholder: '전체',
    className: 'w-24',
    suffix: '장',
  },
];

/** 성경 구절 the item is about: a book and a chapter (empty = the whole book); the chatbot finds items by them. */
export function BiblesSection({ kit }: { kit: ItemFormKit }) {
  return (
    <RowListSection
      name="성경 구절"
      description="상품이 다루는 본문입니다. 장을 비우면 책 전체입니다."
      max={mallItemAdminLimits.biblesMax}
      cells={cells}
      {...draftRows(kit, 'bibles', () => ({ bookId: 1, chapter: '' }))}
    />
  );
}
