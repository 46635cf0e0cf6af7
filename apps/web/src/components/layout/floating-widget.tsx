import { siteInfo } from '@edu/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ArrowUpIcon, ChatIcon } from '@/components/ui/icons';
import { useCoversControl } from './use-covers-control';

const roundButtonClass =
  'flex size-12 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition hover:-translate-y-0.5';

const formControls = 'input, textarea, select, [contenteditable="true"]';

/** True while a form control has the focus: on a phone the helpers step aside so they never cover it. */
function useTypingInForm(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(document.activeElement?.matches(formControls) ?? false);
    // On focusout the next element has not taken the focus yet: look once it has.
    const later = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}

/**
 * Bottom-right helpers of the site's pages: chat with the customer centre and back to the top. Not on
 * the administration's pages. On a phone they hide while a form field is being filled in; at any width
 * they fade out while a link, button or shown value (a price, a total) of the page is under them.
 */
export function FloatingWidget() {
  const { pathname } = useLocation();
  const typing = useTypingInForm();
  const helpers = useRef<HTMLDivElement>(null);
  const covering = useCoversControl(helpers);
  if (pathname.startsWith('/management')) return null;
  return (
    <div
      ref={helpers}
      data-testid="floating-helpers"
      className={`fixed right-4 bottom-4 z-30 flex flex-col gap-3 transition-[opacity,visibility] duration-200 motion-reduce:transition-none print:hidden ${
        typing ? 'max-md:hidden' : ''
      } ${covering ? 'invisible opacity-0' : ''}`}
    >
      <a
        href={siteInfo.chatUrl}
        target="_blank"
        rel="noopener"
        aria-label="카카오톡 채팅 상담 (새 창)"
        title="채팅 상담"
        className={`${roundButtonClass} bg-[#FEE500] text-[#191919]`}
      >
        <ChatIcon className="size-6" />
      </a>
      <button
        type="button"
        aria-label="맨 위로"
        title="맨 위로"
        onClick={() => {
          const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
          // Keyboard and screen-reader users land at the top of the page, too.
          document.getElementById('main-content')?.focus({ preventScroll: true });
        }}
        className={`${roundButtonClass} bg-white text-slate-800`}
      >
        <ArrowUpIcon className="size-6" />
      </button>
    </div>
  );
}
