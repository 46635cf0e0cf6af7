import { type CartContent, contentTypeLabels } from '@edu/shared';
import { Link } from 'react-router';
import { RowCheckbox } from './row-checkbox';
import { RowPrice } from './row-price';
import { RowThumbnail } from './row-thumbnail';

type CartContentRowProps = {
  content: CartContent;
  /** Absent for a discontinued content: it cannot be ticked, only deleted. */
  selection?: { selected: boolean; onSelect: (checked: boolean) => void };
  /** Absent for an orderable content: it goes with "선택 삭제". */
  onDelete?: () => void;
};

/** "이미지 · 상업용 확장 라이선스": the content's kind and licence. */
function contentFacts(content: CartContent): string {
  const kind = content.contentType ? contentTypeLabels[content.contentType] : content.itemKind;
  return [kind, content.licenseName].filter(Boolean).join(' · ');
}

/** A digital content in the cart: its kind, licence and amount. */
export function CartContentRow({ content, selection, onDelete }: CartContentRowProps) {
  const facts = contentFacts(content);
  return (
    <li className="flex gap-3 py-4">
      {selection ? (
        <RowCheckbox
          label={`${content.title} 선택`}
          checked={selection.selected}
          onChange={selection.onSelect}
        />
      ) : (
        <span aria-hidden="true" className="-m-2.5 size-11 shrink-0" />
      )}
      <RowThumbnail itemId={content.itemId} src={content.thumbnailLink} />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <Link
            to={`/mall/view/${content.itemId}`}
            className="font-semibold break-all text-slate-900 hover:text-brand-700 hover:underline"
          >
            {content.title}
          </Link>
          {facts && <p className="mt-0.5 text-sm text-slate-600">{facts}</p>}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {onDelete ? (
            <button
              type="button"
              onClick={onDelete}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              삭제
              <span className="sr-only">: {content.title}</span>
            </button>
          ) : (
            <span />
          )}
          <RowPrice
            purchasePrice={content.purchasePrice}
            regularPrice={content.regularPrice}
            isFree={content.isFree}
          />
        </div>
      </div>
    </li>
  );
}
