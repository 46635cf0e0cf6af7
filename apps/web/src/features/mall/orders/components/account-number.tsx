import { CopyButton } from '@/components/ui/copy-button';

/** A virtual account's number with its 계좌번호 복사 button, or "-" when there is none. */
export function AccountNumber({ number }: { number: string | null }) {
  if (!number) return <>-</>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="break-all">{number}</span>
      <CopyButton text={number} label="계좌번호 복사" copiedText="복사되었습니다" />
    </span>
  );
}
