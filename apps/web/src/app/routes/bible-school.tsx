import { BibleSchool } from '@/features/site-pages/components/bible-school';

/** /bible-school?tab=summer|winter: the summer and winter Bible schools. */
export function BibleSchoolPage() {
  return <BibleSchool />;
}
