import { Modal } from '@/components/ui/modal';
import { ProfileForm, useMyProfile } from '@/features/accounts';

type ProfileDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 개인정보 수정: the /profile page's own form (name, phone, email, password) in a dialog. */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const profile = useMyProfile(open);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="개인정보 수정">
      {profile.data ? (
        <ProfileForm key={profile.data.idx} profile={profile.data} />
      ) : profile.isError ? (
        <p role="alert" className="text-red-700">
          {profile.error.message}
        </p>
      ) : (
        <p role="status" className="py-8 text-center text-slate-600">
          회원정보를 불러오는 중…
        </p>
      )}
    </Modal>
  );
}
