import { useState } from 'react';
import { copyText } from '@/lib/copy-text';

/**
 * A small button that copies `text` (an account number) and says so beside it in a live region, so a
 * screen reader announces "복사했습니다" (or `copiedText`) too; when the browser refuses, it says how to
 * copy by hand.
 */
export function CopyButton({
  text,
  label,
  copiedText = '복사했습니다',
}: {
  text: string;
  label: string;
  copiedText?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => setState((await copyText(text)) ? 'copied' : 'failed');
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <button
        type="button"
        onClick={copy}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50"
      >
        {label}
      </button>
      <span role="status" className="text-xs font-medium text-emerald-700">
        {state === 'copied' && copiedText}
        {state === 'failed' && (
          <span className="text-red-700">복사하지 못했습니다. 번호를 길게 눌러 복사해 주세요.</span>
        )}
      </span>
    </span>
  );
}
