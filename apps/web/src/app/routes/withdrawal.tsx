import { cardClass } from '@/components/form/form-styles';
import { PageLoading } from '@/components/layout/page-loading';
import { useMyProfile } from '@/features/accounts/api/get-my-profile';
import { WithdrawalForm } from '@/features/accounts/components/withdrawal-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /withdrawal and /app/withdrawal: the member leaves the site (login required: see the router). */
export function WithdrawalPage() {
  useDocumentTitle('회원탈퇴');
  const profile = useMyProfile();

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">회원탈퇴</h1>
        {profile.data ? (
          <WithdrawalForm hasPassword={profile.data.password} />
        ) : profile.isError ? (
          <p role="alert" className="text-red-700">
            {profile.error.message}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </section>
  );
}
