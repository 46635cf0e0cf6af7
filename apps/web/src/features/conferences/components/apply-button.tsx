import { registrationMessages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { accountQueryOptions, useAccount } from '@/features/accounts';
import { postToNativeApp } from '@/lib/native-app';
import { type ApplyState, applyStateLabels } from '../lib/apply-state';

type ApplyButtonProps = {
  state: ApplyState;
  /** Where "신청" leads: /register/{detailIdx} (or its /app/ variant). */
  to: string;
  /** Read before the button's text by screen readers, e.g. "1회차 영아부". */
  context: string;
  inApp: boolean;
};

/** The apply cell of a department row: "신청" while open, otherwise the state as a plain badge. */
export function ApplyButton({ state, to, context, inApp }: ApplyButtonProps) {
  const { account, isPending } = useAccount();
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const navigate = useNavigate();

  if (state !== 'open') {
    return (
      <span
        className={`inline-flex min-w-16 justify-center rounded-lg px-3 py-2 text-sm font-semibold ${
          state === 'before' ? 'bg-amber-50 text-amber-800' : 'bg-slate-100 text-slate-500'
        }`}
      >
        <span className="sr-only">{context} </span>
        {applyStateLabels[state]}
      </span>
    );
  }

  // Spec §5: applying needs a logged-in member; a visitor is told so and stays on the page.
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (account) return;
    event.preventDefault();
    const fresh = isPending ? await queryClient.fetchQuery(accountQueryOptions()).catch(() => null) : null;
    if (fresh) {
      navigate(to);
      return;
    }
    if (inApp) postToNativeApp('login');
    await dialog.alert(registrationMessages.loginRequired);
  };

  return (
    <Link
      to={to}
      onClick={onClick}
      className="inline-flex min-w-16 justify-center rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      <span className="sr-only">{context} </span>
      {applyStateLabels.open}
    </Link>
  );
}
