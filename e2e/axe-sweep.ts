import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Issue 42: axe (WCAG 2.0/2.1/2.2 A and AA) finds no serious or critical node on any page or dialog the
 * browser suite visits, at a phone's width and a desktop's. Every test's pages are checked as the test
 * leaves them (fixtures.ts), and tests check the dialogs they open (expectAccessible). One check per
 * page kind and width for the whole run: a marker file per kind, written only once it passed, so a
 * retried test checks again instead of passing on the first attempt's marker.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const markers = resolve(import.meta.dirname, '../.test-artifacts/axe-checked');

/** Called once before the suite (global-setup.ts): every page kind is checked again in each run. */
export function forgetCheckedPages() {
  rmSync(markers, { recursive: true, force: true });
  mkdirSync(markers, { recursive: true });
}

/** The query parameters whose value is a different page: /management?tab=members and ?tab=orders. */
const pageNamingParameters = new Set(['tab']);

/**
 * The kind of page an address shows: a path segment with a digit stands for any id, so one
 * conference's page stands for all; of the query, the names stay, and the values that name a page.
 */
export function pageKindOf(address: string) {
  const url = new URL(address);
  // A segment with a digit is an id: a conference's number, an order's HM2026… number.
  const path =
    url.pathname
      .split('/')
      .map((segment) => (/\d/.test(segment) ? ':id' : segment))
      .join('/')
      .replace(/\/$/, '') || '/';
  // The query's names tell states apart (?payment=closed); of its values only a few name a page.
  const query = [...url.searchParams.keys()]
    .map((name) => (pageNamingParameters.has(name) ? `${name}=${url.searchParams.get(name)}` : name))
    .sort()
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Serious and critical nodes on the page as it is now, as readable lines. */
export async function seriousAxeNodes(page: Page) {
  // Only violations are gathered: passes and incompletes cost time the sweep does not read.
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim()}`).join('; ')}`,
    );
}

const markerOf = (kind: string) =>
  resolve(markers, Buffer.from(kind).toString('base64url').slice(0, 200) || 'root');

/** Pages that are not the site's: the providers' simulated windows and blank pages. */
const isOurPage = (address: string, baseURL: string) =>
  address.startsWith(baseURL) && !new URL(address).pathname.startsWith('/__sim/');

/**
 * Checks a page at both widths unless its kind (and what is open on it, `state`) was checked already in
 * this run; throws with every serious or critical node found. The page's width is put back after.
 */
export async function sweepPage(page: Page, baseURL: string, state = '') {
  // The markup does not depend on the database: the PostgreSQL run's journeys were swept on PGlite's.
  if (process.env.E2E_DATABASE_URL) return;
  if (page.isClosed() || !isOurPage(page.url(), baseURL)) return;
  const kind = `${pageKindOf(page.url())}${state ? ` [${state}]` : ''}`;
  const marker = markerOf(kind);
  if (existsSync(marker)) return;
  await page.waitForLoadState('domcontentloaded');
  const started = Date.now();
  const before = page.viewportSize();
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Two frames for layouts that follow the width in script (matchMedia and resize observers, then
    // React's render of what they set).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    for (const line of await seriousAxeNodes(page)) found.push(`${size.name}: ${line}`);
  }
  if (before) await page.setViewportSize(before);
  if (found.length > 0) throw new Error(`axe on ${kind} (${page.url()}):\n${found.join('\n')}`);
  // The kind and what checking it cost, for the run's total (CI's budget).
  writeFileSync(marker, `${kind}\t${Date.now() - started} ms\n`);
}

/**
 * For a test that opens a dialog or another state worth checking (or a page it wants checked while it is
 * there, state ''): the page as it is now, both widths, unless that kind was checked in this run already.
 */
export async function expectAccessible(page: Page, state: string) {
  const origin = new URL(page.url()).origin;
  await sweepPage(page, origin, state);
}
