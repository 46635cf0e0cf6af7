import type { OrderDetail } from '@edu/shared';
import { useId } from 'react';
import { contentRefundNote } from '../lib/content-refund';

/**
 * The order's contents on the request form, each with whether it can still be asked back (청약철회): a
 * content never downloaded within 7 days of its payment, a downloaded one only for a defective file.
 */
export function ContentRefundNotes({
  contents,
  reasonType,
}: {
  contents: OrderDetail['contentList'];
  reasonType: string;
}) {
  const id = useId();
  if (contents.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="text-sm font-medium text-slate-700">
        콘텐츠 청약철회
      </h4>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {contents.map((content) => {
          const note = contentRefundNote(content, reasonType);
          return (
            <li key={content.orderItemId} className="space-y-1 px-3 py-2.5 text-sm">
              <p className="font-medium break-words text-slate-900">{content.orderItemTitle}</p>
              <p className={`break-keep ${note.blocked ? 'text-red-700' : 'text-slate-600'}`}>{note.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
