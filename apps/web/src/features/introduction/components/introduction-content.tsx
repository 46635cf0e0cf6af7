import type { Introduction } from '@edu/shared';
import { formatDate } from '@/lib/format-date';

/** The body of an introduction page as the server stored it (HTML sanitised on the server, spec §3). */
export function IntroductionContent({ introduction }: { introduction: Introduction }) {
  return (
    <>
      <div
        className="rich-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored HTML field.
        dangerouslySetInnerHTML={{ __html: introduction.contents }}
      />
      {introduction.updated_date && (
        <p className="mt-10 text-right text-sm text-slate-600">
          최종 수정일 {formatDate(introduction.updated_date)}
        </p>
      )}
    </>
  );
}
