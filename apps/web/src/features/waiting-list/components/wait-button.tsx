import { maxAttendeesPerRegistration, waitingListMessages } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { inputClass, labelClass, primaryButtonClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import { useAccount } from '@/features/accounts';
import { ApiError } from '@/lib/api-client';
import { postToNativeApp } from '@/lib/native-app';
import { useJoinWaitingList } from '../api/waiting-list-api';

type WaitButtonProps = {
  detailIdx: number;
  /** Read before the button's text by screen readers, e.g. "1회차 서울 유치부". */
  context: string;
  inApp: boolean;
};

/**
 * 대기 신청 on a full department's row: a small form with the group's size and whether part of the
 * seats will do; the member is told by KakaoTalk when seats are held for them.
 */
export function WaitButton({ detailIdx, context, inApp }: WaitButtonProps) {
  const { account } = useAccount();
  const dialog = useDialog();
  const join = useJoinWaitingList(detailIdx);
  const [open, setOpen] = useState(false);
  const [headcount, setHeadcount] = useState('1');
  const [acceptPartial, setAcceptPartial] = useState(false);
  const [joined, setJoined] = useState(false);

  const start = async () => {
    if (!account) {
      if (inApp) postToNativeApp('login');
      await dialog.alert(waitingListMessages.loginRequired);
      return;
    }
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const size = Number(headcount);
    if (!Number.isInteger(size) || size < 1 || size > maxAttendeesPerRegistration)
      return dialog.alert(waitingListMessages.headcountInvalid);
    try {
      const { message } = await join.mutateAsync({ headcount: size, acceptPartial });
      setOpen(false);
      setJoined(true);
      await dialog.alert(
        `${message} 자리가 나면 카카오톡으로 알려 드립니다. 신청 내역에서 순서를 확인할 수 있습니다.`,
      );
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : '새로고침 후 다시 시도 해 주세요.');
    }
  };

  if (joined)
    return (
      <Link
        to={inApp ? '/profile/confList/app' : '/profile/confList'}
        className="inline-flex min-w-16 justify-center rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800"
      >
        <span className="sr-only">{context} </span>대기 중
      </Link>
    );

  return (
    <>
      <button
        type="button"
        onClick={start}
        className="inline-flex min-w-16 justify-center rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <span className="sr-only">{context} </span>대기 신청
      </button>
      <Modal open={open} onOpenChange={setOpen} title="대기 신청">
        <form onSubmit={submit} noValidate className="space-y-5 text-left">
          <p className="text-sm text-slate-600">
            신청 인원이 모두 찼습니다. 대기 명단에 올려 두시면 취소 등으로 자리가 났을 때 순서대로
            카카오톡으로 알려 드리고, 정해진 시간 동안 그 자리를 맡아 둡니다.
          </p>
          <label className={labelClass}>
            인원
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={maxAttendeesPerRegistration}
              value={headcount}
              onChange={(event) => setHeadcount(event.target.value)}
              className={inputClass}
            />
          </label>
          <div className="text-sm text-slate-700">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={acceptPartial}
                onChange={(event) => setAcceptPartial(event.target.checked)}
                aria-describedby={`wait-partial-${detailIdx}`}
                className="size-4"
              />
              일부 좌석도 받기
            </label>
            <p id={`wait-partial-${detailIdx}`} className="mt-1 pl-6 text-xs text-slate-500">
              인원보다 적은 자리가 나도 먼저 받겠습니다.
            </p>
          </div>
          <button type="submit" className={primaryButtonClass} disabled={join.isPending}>
            {join.isPending ? '신청 중…' : '대기 신청하기'}
          </button>
        </form>
      </Modal>
    </>
  );
}
