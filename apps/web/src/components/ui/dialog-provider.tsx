import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { MessageLabels, MessageRequest } from './message-dialog';

// The dialog's code (Radix, focus trap, scroll lock) is fetched with the first message, not with every page.
const MessageDialog = lazy(() =>
  import('./message-dialog').then((module) => ({ default: module.MessageDialog })),
);

export type DialogApi = {
  /** Shows a message with "확인"; resolves when it is closed. */
  alert: (message: string) => Promise<void>;
  /**
   * Asks a question with "확인" / "취소" (or the two choices `labels` names); resolves true only for the
   * first (확인).
   */
  confirm: (message: string, labels?: MessageLabels) => Promise<boolean>;
};

type Pending = MessageRequest & { resolve: (confirmed: boolean) => void };

const DialogContext = createContext<DialogApi | null>(null);

/** Holds the one message dialog of the page; messages asked for at the same time are shown one after another. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  // The answered message, so a double answer (click then Escape) resolves it only once.
  const answered = useRef<Pending | null>(null);
  // Once shown, the dialog stays mounted (closed) so Radix can hand focus back when a message is answered.
  const [used, setUsed] = useState(false);

  const open = useCallback(
    (kind: MessageRequest['kind'], message: string, labels?: MessageLabels) =>
      new Promise<boolean>((resolve) => {
        setUsed(true);
        setQueue((current) => [...current, { kind, message, labels, resolve }]);
      }),
    [],
  );

  const api = useMemo<DialogApi>(
    () => ({
      alert: async (message) => {
        await open('alert', message);
      },
      confirm: (message, labels) => open('confirm', message, labels),
    }),
    [open],
  );

  const current = queue[0] ?? null;
  const answer = (confirmed: boolean) => {
    if (!current || answered.current === current) return;
    answered.current = current;
    current.resolve(confirmed);
    setQueue((rest) => rest.slice(1));
  };

  return (
    <DialogContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <MessageDialog request={current} onAnswer={answer} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

/** `const dialog = useDialog(); await dialog.alert('...'); if (await dialog.confirm('...')) ...` */
export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog must be used inside <DialogProvider>');
  return api;
}
