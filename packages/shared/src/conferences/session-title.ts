/** A session's name everywhere (pages, sheets, tickets): its label when set (the old "extra"), else "N회차". */
export function sessionTitle(number: number, label: string | null | undefined): string {
  return label?.trim() ? label.trim() : `${number}회차`;
}

/**
 * A session department by its full name, as lists, dialogs and audit lines show it: round (or label),
 * region, department — "2회차 부산 유년부". Blank parts are left out.
 */
export function sessionFullName(session: {
  number: number;
  label: string | null | undefined;
  local: string | null | undefined;
  dept: string | null | undefined;
}): string {
  return [sessionTitle(session.number, session.label), session.local?.trim(), session.dept?.trim()]
    .filter(Boolean)
    .join(' ');
}
