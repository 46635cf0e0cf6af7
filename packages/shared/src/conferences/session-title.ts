/** A session's name everywhere (pages, sheets, tickets): its label when set (the old "extra"), else "N회차". */
export function sessionTitle(number: number, label: string | null | undefined): string {
  return label?.trim() ? label.trim() : `${number}회차`;
}
