import { PolicyPage } from '@/features/policy/components/policy-page';
import { privacyPolicy } from '@/features/policy/content/privacy-policy';

/** /policy/info: the privacy policy. */
export function PrivacyPolicyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}
