import { useCallback, useId, useRef, useState } from 'react';

/** What a form's check answers: passed (with what to send), or why not and, in a form of several boxes, where. */
type Checked<Field extends string> = { ok: true } | { ok: false; problem: string; field?: Field };

/**
 * The check of a dialog's form before it is sent: the problem is said under its box and focus goes
 * there, so the administrator corrects it without hunting; it is cleared once the form passes.
 */
export function useDialogCheck<Field extends string>() {
  const id = useId();
  const boxes = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);

  /** The id, focus target and problem of one box: spread on its TextBox or SelectBox. */
  const box = (field: Field) => ({
    id: `${id}-${field}`,
    ref: (element: HTMLElement | null) => {
      boxes.current[field] = element;
    },
    problem: problem?.field === field ? problem.message : undefined,
  });

  /** Whether the check passed; if not its problem is shown on its box (`field` when it names none). */
  const passes = <Request extends Checked<Field>>(
    request: Request,
    field: Field,
  ): request is Extract<Request, { ok: true }> => {
    if (request.ok) {
      setProblem(null);
      return true;
    }
    const at = request.field ?? field;
    setProblem({ field: at, message: request.problem });
    boxes.current[at]?.focus();
    return false;
  };

  /** Sends the body of a request that passes the check. */
  const send = <Body>(
    request: { ok: true; body: Body } | { ok: false; problem: string; field?: Field },
    field: Field,
    onSend: (body: Body) => void,
  ) => {
    if (passes(request, field)) onSend(request.body);
  };

  /** Puts focus on a box (a refusal from the server about it); the same function on every render. */
  const focus = useCallback((field: Field) => boxes.current[field]?.focus(), []);

  return { box, passes, send, focus };
}
