import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { defaultTemplateTexts, type NotificationKind, notificationKinds } from './notification-kinds';
import { notificationTemplates } from './notifications.tables';

export type TemplateView = {
  kind: NotificationKind;
  text: string;
  isDefault: boolean;
  updated_date: string | null;
};

/** The four templates of a conference, the default text standing in for any not yet edited. */
export async function loadTemplates(db: Pick<Db, 'select'>, conferenceIdx: number): Promise<TemplateView[]> {
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.conferenceIdx, conferenceIdx));
  const saved = new Map(rows.map((row) => [row.kind, row]));
  return notificationKinds.map((kind) => {
    const row = saved.get(kind);
    return row
      ? { kind, text: row.text, isDefault: false, updated_date: row.updatedAt.toISOString() }
      : { kind, text: defaultTemplateTexts[kind], isDefault: true, updated_date: null };
  });
}

/** The text a conference's guide of this kind is sent with. */
export async function templateText(
  db: Pick<Db, 'select'>,
  conferenceIdx: number,
  kind: NotificationKind,
): Promise<string> {
  const [row] = await db
    .select({ text: notificationTemplates.text })
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.conferenceIdx, conferenceIdx), eq(notificationTemplates.kind, kind)));
  return row?.text ?? defaultTemplateTexts[kind];
}

/** Saves a conference's text of one kind (insert or replace); answers the text it replaced. */
export async function saveTemplate(
  tx: Pick<Db, 'select' | 'insert'>,
  options: { conferenceIdx: number; kind: NotificationKind; text: string; updatedBy: number },
): Promise<string> {
  const previous = await templateText(tx, options.conferenceIdx, options.kind);
  const now = new Date();
  await tx
    .insert(notificationTemplates)
    .values({ ...options, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationTemplates.conferenceIdx, notificationTemplates.kind],
      set: { text: options.text, updatedBy: options.updatedBy, updatedAt: now },
    });
  return previous;
}
