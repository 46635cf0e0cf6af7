import { type BusinessDetails, defaultBusinessDetails } from '@edu/shared';
import { useBusinessDetails } from '@/features/site-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PolicyBlock, PolicyDocument } from '../content/policy-document';

/**
 * Renders a policy document: title, effective date, table of contents and its numbered articles. Who
 * runs the site (name, representative, phone, email, hours) comes from the business details an
 * administrator keeps, read as the footer reads them: until they arrive the page holds its place unseen,
 * and if they cannot be read the defaults are shown.
 */
export function PolicyPage({ policy: policyOf }: { policy: (details: BusinessDetails) => PolicyDocument }) {
  const { data, isPending } = useBusinessDetails();
  const policy = policyOf(data ?? defaultBusinessDetails);
  useDocumentTitle(policy.title);
  return (
    <article
      aria-busy={isPending}
      className={`mx-auto max-w-3xl px-4 py-10 sm:py-14 ${isPending ? 'invisible' : ''}`}
    >
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-slate-900">{policy.title}</h1>
        <p className="mt-2 text-sm text-slate-600">시행일: {policy.effectiveDate}</p>
      </header>
      {policy.preamble.map((paragraph) => (
        <p key={paragraph} className="mt-6 leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}
      <nav aria-label="목차" className="mt-8 rounded-xl bg-slate-50 p-5">
        <h2 className="font-bold text-slate-900">목차</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {policy.articles.map((article, index) => (
            <li key={article.title}>
              <a
                href={`#article-${index + 1}`}
                className="text-slate-700 hover:text-brand-700 hover:underline"
              >
                {article.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.articles.map((article, index) => (
        <section key={article.title} id={`article-${index + 1}`} className="mt-10 scroll-mt-20">
          <h2 className="text-lg font-bold text-slate-900">{article.title}</h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
            {article.blocks.map((block, blockIndex) => (
              // Blocks are static text that never reorders.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <Block key={blockIndex} block={block} />
            ))}
          </div>
        </section>
      ))}
      <section className="mt-12 border-t border-slate-200 pt-6">
        <h2 className="text-lg font-bold text-slate-900">부칙</h2>
        {policy.addenda.map((line) => (
          <p key={line} className="mt-2 text-slate-700">
            {line}
          </p>
        ))}
      </section>
    </article>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('items' in block) {
    return (
      <ul className="space-y-1.5 pl-3">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr>
          {block.table.head.map((cell) => (
            <th key={cell} scope="col" className="border border-slate-300 bg-slate-100 px-3 py-2 text-left">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.table.rows.map((row) => (
          <tr key={row.join('|')}>
            {row.map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns of a static table.
              <td key={cellIndex} className="border border-slate-300 px-3 py-2 align-top">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
