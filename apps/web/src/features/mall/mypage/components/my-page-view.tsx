import { useState } from 'react';
import { useAccount, useLogout } from '@/features/accounts';
import { MyPageMenu } from './my-page-menu';
import { MyPageSummary } from './my-page-summary';
import { ProfileDialog } from './profile-dialog';

const headerButtonClass =
  'inline-flex flex-1 items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold sm:flex-none';

/** The member's home (spec §2 My page): greeting, 개인정보 수정, 로그아웃, the counts and every screen. */
export function MyPageView() {
  const { account } = useAccount();
  const logout = useLogout();
  const [editing, setEditing] = useState(false);

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">마이페이지</p>
          <h1 className="mt-1 text-2xl font-bold break-words text-slate-900">
            {account ? `${account.name}님, 안녕하세요` : '안녕하세요'}
          </h1>
          {account && <p className="mt-1 text-sm text-slate-600">아이디 {account.uid}</p>}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={`${headerButtonClass} border border-brand-600 text-brand-700 hover:bg-brand-50`}
          >
            개인정보 수정
          </button>
          <button
            type="button"
            onClick={logout}
            className={`${headerButtonClass} border border-slate-300 text-slate-700 hover:bg-slate-50`}
          >
            로그아웃
          </button>
        </div>
      </header>
      <MyPageSummary />
      <MyPageMenu />
      <ProfileDialog open={editing} onOpenChange={setEditing} />
    </div>
  );
}
