import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useReturnFocus } from './use-return-focus';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /**
   * How wide the window may grow: `narrow` (448 px) for a short form or a message, `wide` (1152 px) for
   * a record read and worked on at a desk, such as an order (on a phone both take the screen's width).
   */
  size?: 'narrow' | 'wide';
};

const widthOf = { narrow: 'max-w-md', wide: 'max-w-6xl' } as const;

/** A centred modal window on the site's one dialog primitive (focus trapped, Escape closes). */
export function Modal({ open, onOpenChange, title, children, size = 'narrow' }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widthOf[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="닫기"
              className="-mt-1 -mr-2 ml-auto rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
