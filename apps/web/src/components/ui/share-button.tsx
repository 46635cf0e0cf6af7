import { useState } from 'react';
import { copyText } from '@/lib/copy-text';
import { servedOfficialOrigin } from '@/lib/official-address';

type Outcome = { text: string; failed: boolean } | null;

const copied = '링크가 복사되었습니다.';
const notCopied = '링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.';

/**
 * The link shared: the page's canonical path on the site's official address (the one whose pages
 * carry the previews KakaoTalk shows), whatever address this page was opened at.
 */
function sharedLink(path: string): string {
  return new URL(path, servedOfficialOrigin() ?? window.location.origin).href;
}

/** The phone's share sheet; false when there is none, or it refused (not a cancel) so the link is copied instead. */
async function shareThroughDevice(data: ShareData): Promise<'shared' | 'cancelled' | false> {
  if (typeof navigator.share !== 'function') return false;
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : false;
  }
}

/**
 * "공유하기" on a conference, item or post page: the device's share sheet (KakaoTalk and the rest)
 * where the browser has one, else the link copied and "링크가 복사되었습니다." said in a status region,
 * so a screen reader announces it too. `path` is the page's canonical path (packages/shared page-paths).
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Each copy is a new message: the same words said again are announced again.
  const [said, setSaid] = useState(0);
  const share = async () => {
    const url = sharedLink(path);
    const shared = await shareThroughDevice({ title, url });
    if (shared) return setOutcome(null);
    const ok = await copyText(url);
    setOutcome({ text: ok ? copied : notCopied, failed: !ok });
    setSaid((count) => count + 1);
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={share}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <span aria-hidden="true">↗</span>
        공유하기
      </button>
      <span role="status" className="text-sm font-medium text-emerald-800">
        {outcome && (
          <span key={said} className={outcome.failed ? 'text-red-700' : undefined}>
            {outcome.text}
          </span>
        )}
      </span>
    </span>
  );
}
