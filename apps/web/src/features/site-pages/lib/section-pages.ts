import { type SitePageSlug, sitePages } from '@edu/shared';

type SitePageEntry = (typeof sitePages)[number];

function pageOf(slug: SitePageSlug): SitePageEntry {
  const page = sitePages.find((entry) => entry.slug === slug);
  if (!page) throw new Error(`unknown site page ${slug}`);
  return page;
}

/** The pages of the sections with a menu of their own, in menu order (labels and paths from the contract). */
export const sectionPages = {
  hanaBible: [pageOf('hana-bible'), pageOf('hana-bible-course'), pageOf('hana-bible-infant')],
};

/** The two tabs of /bible-school, chosen by `?tab=`. */
export const bibleSchoolTabs = [
  { key: 'summer', label: pageOf('bible-school-summer').label, slug: 'bible-school-summer' },
  { key: 'winter', label: pageOf('bible-school-winter').label, slug: 'bible-school-winter' },
] as const satisfies readonly { key: string; label: string; slug: SitePageSlug }[];

export type BibleSchoolTab = (typeof bibleSchoolTabs)[number];

/** The tab a `?tab=` value asks for; none or an unknown one is the summer school. */
export function bibleSchoolTabOf(value: string | null): BibleSchoolTab {
  return bibleSchoolTabs.find((tab) => tab.key === value) ?? bibleSchoolTabs[0];
}
