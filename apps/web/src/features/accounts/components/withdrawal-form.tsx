import { accountMessages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { inputClass, labelClass, primaryButtonClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { useContentCount } from '@/features/mall';
import { ApiError } from '@/lib/api-client';
import { forgetWithdrawnMember, useWithdraw } from '../api/withdraw';

/** What withdrawal takes from the mall: the bought contents, counted when there are any. */
function lostContentsWarning(downloadable: number): string {
  return downloadable > 0
    ? `탈퇴하면 구매한 콘텐츠 ${downloadable}개를 더 이상 내려받을 수 없습니다.`
    : '탈퇴하면 쇼핑몰에서 구매한 콘텐츠를 더 이상 내려받을 수 없습니다.';
}

type WithdrawalFormProps = {
  /** True when the member has an id and password (social-only members are not asked for one). */
  hasPassword: boolean;
};

/** Explains withdrawal, asks for the password and a confirmation, then ends the membership. */
export function WithdrawalForm({ hasPassword }: WithdrawalFormProps) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withdraw = useWithdraw();
  const [upw, setUpw] = useState('');
  const contents = useContentCount();
  const lostContents = lostContentsWarning(contents.data?.downloadable ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    if (hasPassword && !upw) return dialog.alert(accountMessages.passwordRequired);
    // The count is said again where the member decides, when there is something to lose.
    const question = contents.data?.downloadable
      ? `${lostContents}\n정말 탈퇴하시겠습니까?`
      : '정말 탈퇴하시겠습니까?';
    if (!(await dialog.confirm(question))) return;
    let message: string;
    try {
      message = await withdraw.mutateAsync(upw);
    } catch (error) {
      return dialog.alert(error instanceof ApiError ? error.message : '회원 탈퇴에 실패했습니다.');
    }
    await dialog.alert(message || accountMessages.withdrawn);
    // Leave first, then forget the member: this page's queries are gone before the session they need is.
    await navigate('/', { replace: true });
    forgetWithdrawnMember(queryClient);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ul className="list-disc space-y-2 rounded-lg bg-slate-50 py-4 pr-4 pl-8 text-sm text-slate-700">
        <li>탈퇴하면 이름, 휴대폰 번호, 이메일 등 개인정보는 알아볼 수 없도록 익명 처리됩니다.</li>
        <li>
          교육·행사 신청 내역과 결제 기록은 개인정보처리방침과 관계 법령에 따라 정해진 기간 동안 보관됩니다.
        </li>
        <li>탈퇴한 계정은 복구할 수 없으며, 같은 아이디로 다시 가입할 수 없습니다.</li>
        <li className="font-semibold text-red-700">
          {lostContents} 필요한 파일은 탈퇴 전에{' '}
          <Link to="/mypage/contentsBox" className="underline underline-offset-2">
            콘텐츠함
          </Link>
          에서 내려받아 두세요.
        </li>
      </ul>
      {hasPassword && (
        <label className={labelClass}>
          비밀번호
          <input
            name="upw"
            type="password"
            autoComplete="current-password"
            value={upw}
            onChange={(event) => setUpw(event.target.value)}
            className={inputClass}
          />
        </label>
      )}
      <button
        type="submit"
        disabled={withdraw.isPending}
        className={`${primaryButtonClass} bg-red-700! hover:bg-red-800!`}
      >
        회원탈퇴
      </button>
    </form>
  );
}
