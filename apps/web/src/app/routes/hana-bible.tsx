import type { SitePageSlug } from '@edu/shared';
import { HanaBibleMenu } from '@/features/site-pages/components/hana-bible-menu';
import { SitePageView } from '@/features/site-pages/components/site-page-view';
import { sectionPages } from '@/features/site-pages/lib/section-pages';

function HanaBibleSection({ slug }: { slug: SitePageSlug }) {
  const label = sectionPages.hanaBible.find((page) => page.slug === slug)?.label ?? '하나바이블';
  return <SitePageView slug={slug} fallbackTitle={label} aside={<HanaBibleMenu />} />;
}

/** /hana-bible: what Hana Bible is. */
export function HanaBibleIntroPage() {
  return <HanaBibleSection slug="hana-bible" />;
}

/** /hana-bible/course: the courses by age. */
export function HanaBibleCoursePage() {
  return <HanaBibleSection slug="hana-bible-course" />;
}

/** /hana-bible/infant: the infants' course. */
export function HanaBibleInfantPage() {
  return <HanaBibleSection slug="hana-bible-infant" />;
}
