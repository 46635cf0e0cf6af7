// Catalogue search over 10,000 items (issue 13; quality bar: p95 under 50 ms on PostgreSQL, 150 ms on
// PGlite): the bench adds the items, then asks the list call with search words one request at a time —
// every question different (book names, typos, departments, two-word queries), so no cache answers —
// and compares its p95 with the same server's hello-world asked the same way.
import type { ChildProcess } from 'node:child_process';
import { catalogueWords } from './catalogue-fixtures';
import { ask } from './rush';

const itemCount = Number(process.env.BENCH_CATALOGUE_ITEMS ?? 10_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** A typo: one syllable of the word swapped for its neighbour in the alphabet of syllables. */
const typo = (word: string) => {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at)}${String.fromCharCode(word.charCodeAt(at) + 1)}${word.slice(at + 1)}`;
};

function questions(): string[] {
  const { books, kinds, departments } = catalogueWords;
  const list = [
    ...books,
    ...books.map(typo),
    ...kinds,
    ...departments.flatMap((department) => books.slice(0, 8).map((book) => `${book} ${department}`)),
    ...kinds.flatMap((kind) =>
      departments.slice(0, 4).map((department) => `${department} ${kind.split(' ')[0]}`),
    ),
  ];
  return [...new Set(list)];
}

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

export async function runCatalogueSearch(options: { server: ChildProcess; port: number; database: string }) {
  await ask(options.server, { type: 'catalogue', count: itemCount });
  const base = `http://127.0.0.1:${options.port}`;
  const asked = questions();
  for (const question of asked.slice(0, 10))
    await timed(`${base}/new_api/customer/item/list?searchText=${encodeURIComponent(question)}&sort=popular`); // warm up
  const search: number[] = [];
  const hello: number[] = [];
  for (const question of asked) {
    search.push(await timed(`${base}/new_api/customer/item/list?searchText=${encodeURIComponent(question)}`));
    hello.push(await timed(`${base}/bench/hello`));
  }
  const p95 = percentile(search, 95);
  const helloP95 = percentile(hello, 95);
  const target = options.database === 'postgres' ? 50 : 150;
  console.log(
    `\ncatalogue search over ${itemCount.toLocaleString('en')} more items: ${asked.length} distinct questions, one at a time`,
  );
  console.log(
    `  p50 ${percentile(search, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${target} ms); hello-world p95 ${helloP95.toFixed(1)} ms; ratio p95 / hello-world p95 ${(p95 / helloP95).toFixed(1)}`,
  );
  return p95 < target;
}
