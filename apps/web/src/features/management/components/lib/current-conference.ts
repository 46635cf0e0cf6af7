type Dated = { idx: number; rsdatetime: string; redatetime: string };

/**
 * The conference an administrator most likely means: the one taking registrations now (closing soonest
 * when several are), else the next to open, else the newest. What the registrant, notification and
 * dashboard tabs open with.
 */
export function currentConferenceIdx(conferences: readonly Dated[] | undefined, now: Date): number | null {
  if (!conferences || conferences.length === 0) return null;
  const time = now.getTime();
  const opens = (conference: Dated) => Date.parse(conference.rsdatetime);
  const closes = (conference: Dated) => Date.parse(conference.redatetime);
  const open = conferences
    .filter((conference) => opens(conference) <= time && time <= closes(conference))
    .sort((a, b) => closes(a) - closes(b));
  if (open[0]) return open[0].idx;
  const upcoming = conferences
    .filter((conference) => opens(conference) > time)
    .sort((a, b) => opens(a) - opens(b));
  return upcoming[0]?.idx ?? conferences[0]?.idx ?? null;
}
