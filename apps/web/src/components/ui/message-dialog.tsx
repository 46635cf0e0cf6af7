import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useReturnFocus } from './use-return-focus';

/** The answers of a question other than "확인" / "취소" (e.g. "장바구니 보기" / "계속 쇼핑"). */
export type MessageLabels = { confirm: string; cancel: string };

export type MessageRequest = { kind: 'alert' | 'confirm'; message: string; labels?: MessageLabels };

type MessageDialogProps = {
  request: MessageRequest | null;
  /** Called once with the answer: true for "확인", false for "취소", Escape or closing. */
  onAnswer: (confirmed: boolean) => void;
};

/** The site's replacement for window.alert and window.confirm. */
export function MessageDialog({ request, onAnswer }: MessageDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          // A message must be answered with a button or Escape, not by a stray click beside it.
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            okRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <Dialog.Title className="sr-only">{request?.kind === 'confirm' ? '확인' : '알림'}</Dialog.Title>
          {/* pre-line keeps the spec's "\n" line breaks of multi-line messages. */}
          <Dialog.Description className="text-base leading-relaxed whitespace-pre-line text-slate-800">
            {request?.message}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            {request?.kind === 'confirm' && (
              <button
                type="button"
                onClick={() => onAnswer(false)}
                className="min-w-20 rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50"
              >
                {request.labels?.cancel ?? '취소'}
              </button>
            )}
            <button
              ref={okRef}
              type="button"
              onClick={() => onAnswer(true)}
              className="min-w-20 rounded-lg bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700"
            >
              {(request?.kind === 'confirm' && request.labels?.confirm) || '확인'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
