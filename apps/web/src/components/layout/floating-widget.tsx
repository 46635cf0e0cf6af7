import { siteInfo } from '@edu/shared';
import { ArrowUpIcon, ChatIcon } from '@/components/ui/icons';

const roundButtonClass =
  'flex size-12 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition hover:-translate-y-0.5';

/** Bottom-right helpers on every page: chat with the customer centre and back to the top. */
export function FloatingWidget() {
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col gap-3 print:hidden">
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
