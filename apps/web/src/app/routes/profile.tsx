import { cardClass } from '@/components/form/form-styles';
import { PageLoading } from '@/components/layout/page-loading';
import { useMyProfile } from '@/features/accounts/api/get-my-profile';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile: the logged-in member edits name, phone, email and password (login required: see the router). */
export function ProfilePage() {
  useDocumentTitle('회원정보');
  const profile = useMyProfile();

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">회원정보</h1>
        {profile.data ? (
          <ProfileForm key={profile.data.idx} profile={profile.data} />
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
