import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useDialog } from '@/components/ui/dialog-provider';

/** The field a form's last check refused (its input's name) and the message it was refused with. */
export type FieldProblem = { name: string; message: string };

type Scope = { problem: FieldProblem | null; clear: (name: string) => void };

const FieldProblemContext = createContext<Scope>({ problem: null, clear: () => {} });

/** The id of the message tied to a refused field by aria-describedby. */
export const problemIdOf = (name: string) => `${name.replace(/[^\w-]/g, '_')}-problem`;

/**
 * Issue 42 (KWCAG 3.4.2, WCAG 3.3.1): a refused form's message is said once in the message dialog, then
 * focus is on the field it is about, and that field stays marked aria-invalid with the message written
 * under it (aria-describedby) until it is changed. The form owns the state (useFieldProblems); its
 * fields read it here.
 */
export function FieldProblemScope({ problem, clear, children }: Scope & { children: ReactNode }) {
  const scope = useMemo(() => ({ problem, clear }), [problem, clear]);
  return <FieldProblemContext value={scope}>{children}</FieldProblemContext>;
}

/**
 * What a field spreads on its input (`inputProps`, with its other descriptions such as a hint kept):
 * aria-invalid and the message's id while it is the refused one; and its message.
 */
export function useFieldProblem(name: string | undefined) {
  const { problem, clear } = useContext(FieldProblemContext);
  const active = name !== undefined && problem?.name === name;
  const messageId = name ? problemIdOf(name) : undefined;
  return {
    message: active ? problem.message : null,
    messageId,
    inputProps: (...otherDescriptions: (string | undefined)[]) =>
      invalidPropsOf(problem, name ?? '', ...otherDescriptions),
    clear: () => {
      if (active) clear(name);
    },
  };
}

/** The refused field's message, under it (nothing while the field is fine). */
export function FieldProblemText({ name }: { name: string }) {
  const { message, messageId } = useFieldProblem(name);
  if (!message) return null;
  return (
    <span id={messageId} className="mt-1 block text-sm font-normal text-red-700">
      {message}
    </span>
  );
}

/**
 * For a form's own inputs (the form renders the scope, so it cannot read it through context): the marks
 * of `name` while it is the refused field, its other descriptions kept.
 */
export function invalidPropsOf(
  problem: FieldProblem | null,
  name: string,
  ...otherDescriptions: (string | undefined)[]
) {
  const active = problem?.name === name;
  return {
    'aria-invalid': active || undefined,
    'aria-describedby': describedBy(...otherDescriptions, active && problemIdOf(name)),
  };
}

/** aria-describedby of a field: its hint and, while refused, its message. */
export const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/**
 * A form's refused field: `alertAt(name, message)` marks the field, focuses it (so the message dialog
 * hands focus back to it), says the message and focuses the field again when the dialog closes.
 */
export function useFieldProblems(form: RefObject<HTMLElement | null>) {
  const dialog = useDialog();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const clear = useCallback(
    (name: string) => setProblem((current) => (current?.name === name ? null : current)),
    [],
  );
  /** `focusName`: the control to go to when it is not the marked field (the search button of a read-only zip code). */
  const alertAt = async (name: string, message: string, focusName = name) => {
    setProblem({ name, message });
    // An input by its name; a widget without one (the rich text editor) by data-field.
    const field = CSS.escape(focusName);
    const input = form.current?.querySelector<HTMLElement>(`[name="${field}"], [data-field="${field}"]`);
    input?.focus();
    await dialog.alert(message);
    input?.focus();
  };
  return { problem, clear, alertAt, reset: () => setProblem(null) };
}
