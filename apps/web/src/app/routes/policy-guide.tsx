import { PolicyPage } from '@/features/policy/components/policy-page';
import { termsOfUse } from '@/features/policy/content/terms-of-use';

/** /policy/guide: the terms of use. */
export function TermsOfUsePage() {
  return <PolicyPage policy={termsOfUse} />;
}
