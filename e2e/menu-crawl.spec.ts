import { messages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { admin, logIn } from './account-helpers';
import { expect, test } from './fixtures';
import { member } from './mall-helpers';

type Persona = 'visitor' | 'member' | 'administrator';
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** The site's own links (not files, APIs, other sites or in-page anchors) among these anchors. */
async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  const hrefs: string[] = [];
  for (const anchor of await page.locator(selector).all()) {
    const href = await anchor.getAttribute('href');
    // /logout would end the session the rest of the crawl walks with.
    const ours = href?.startsWith('/') && !href.startsWith('//') && !/^\/(api|uploads|__sim)\//.test(href);
    if (href && ours && href !== '/logout') hrefs.push(href);
  }
  return hrefs;
}

/**
 * Every link of the desktop bar, the phone's slide-out menu, the footer and the home page: the home
 * page read at desktop width, then at phone width with its menu open. Leaves the page at phone width.
 */
async function siteLinks(page: Page): Promise<string[]> {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const found = await hrefsIn(page, 'header a[href], footer a[href], main a[href]');
  await page.setViewportSize(viewports.phone);
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(menu).toBeVisible();
  found.push(...(await hrefsIn(page, '[role="dialog"] a[href]')));
  await page.keyboard.press('Escape');
  return [...new Set(found)].sort();
}

/**
 * Resolves once the page has had no request in flight for `quietMs`. Playwright's `networkidle` waits
 * for 500 ms of quiet after every page, which was most of this crawl's time (about 240 pages a run);
 * what the crawl needs is only that every call the page made has answered.
 */
async function settled(page: Page, inFlight: () => number, quietMs = 150) {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (inFlight() > 0) quietSince = Date.now();
    await page.waitForTimeout(25);
  }
}

/**
 * Opens a link and says what went wrong: the not-found page, a failing call of ours, a page error, or a
 * page wider than the screen (it would pan sideways, with the bar's buttons off the edge).
 */
async function problemsOf(page: Page, href: string): Promise<string[]> {
  const problems: string[] = [];
  let inFlight = 0;
  const started = () => {
    inFlight += 1;
  };
  const ended = () => {
    inFlight -= 1;
  };
  const onResponse = (response: { status(): number; url(): string }) => {
    const url = new URL(response.url());
    if (url.origin === new URL(page.url() || 'http://x').origin && response.status() >= 400)
      problems.push(`${response.status()} ${url.pathname}`);
  };
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  page.on('response', onResponse);
  page.on('pageerror', onError);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(href);
  await settled(page, () => inFlight);
  if (await page.getByRole('heading', { name: messages.pageNotFoundTitle }).isVisible())
    problems.push('not-found page');
  // A string expression: the e2e folder is type-checked without the DOM library.
  const [pageWidth, screenWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  )) as [number, number];
  if (pageWidth > screenWidth) problems.push(`${pageWidth} px wide on a ${screenWidth} px screen`);
  page.off('response', onResponse);
  page.off('pageerror', onError);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  return problems;
}

// Each page once, on the phone: the narrower screen is where a page overflows, and a page's calls and
// errors are the same at either width. The desktop and phone crawls apart took 114 s of CI for the
// same pages twice.
for (const persona of ['visitor', 'member', 'administrator'] as Persona[]) {
  test(`every menu, footer and home link reaches a real page (${persona})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    if (persona === 'member') await member(page, baseURL);
    if (persona === 'administrator') {
      await logIn(page, admin.uid, admin.upw);
      // Logged in before the crawl leaves the login page (leaving sooner would cut the login short).
      await expect(page).toHaveURL(/\/main$/);
    }
    const links = await siteLinks(page);
    expect(links.length).toBeGreaterThan(20);
    // The widest admin table and the conference form, which the menus do not link to.
    if (persona === 'administrator')
      links.push('/management?tab=mall-items', '/management?tab=conference-create');
    const broken: string[] = [];
    for (const href of links) {
      const problems = await problemsOf(page, href);
      if (problems.length) broken.push(`${href}: ${problems.join(', ')}`);
    }
    expect(broken).toEqual([]);
  });
}
