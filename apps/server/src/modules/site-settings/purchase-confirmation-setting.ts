import {
  defaultAutoConfirmDays,
  isAutoConfirmDays,
  type PurchaseConfirmationSetting,
  purchaseConfirmationMessages,
} from '@edu/shared';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { siteSettings } from './site-settings.tables';

const settingKey = 'purchase-confirmation';

/** The stored days when they are still within the limits, else the default (a fresh database has no row). */
function settingOf(row: typeof siteSettings.$inferSelect | undefined): PurchaseConfirmationSetting {
  const stored = (row?.value as { autoConfirmDays?: unknown } | undefined)?.autoConfirmDays;
  return {
    autoConfirmDays:
      typeof stored === 'number' && isAutoConfirmDays(stored) ? stored : defaultAutoConfirmDays,
  };
}

/** The mall's 구매확정 setting: how many days after delivery a line of goods confirms itself. */
export async function getPurchaseConfirmationSetting(
  db: Pick<Db, 'select'>,
): Promise<PurchaseConfirmationSetting> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, settingKey));
  return settingOf(row);
}

/** An administrator sets the days after delivery (within the limits), audited with the change. */
export async function savePurchaseConfirmationSetting(options: {
  db: Db;
  actor: AuditActor;
  values: PurchaseConfirmationSetting;
}): Promise<PurchaseConfirmationSetting> {
  const days = options.values.autoConfirmDays;
  if (!isAutoConfirmDays(days)) throw badRequest(purchaseConfirmationMessages.daysInvalid);
  return options.db.transaction(async (tx) => {
    const before = await getPurchaseConfirmationSetting(tx);
    const values = {
      value: { autoConfirmDays: days },
      updatedBy: options.actor.memberIdx,
      updatedDate: new Date(),
    };
    const [row] = await tx
      .insert(siteSettings)
      .values({ key: settingKey, ...values })
      .onConflictDoUpdate({ target: siteSettings.key, set: values })
      .returning();
    await recordAudit(tx, options.actor, {
      action: 'site-setting.update',
      target: `site-setting:${settingKey}`,
      summary: `자동 구매확정 기간: ${before.autoConfirmDays}일 → ${days}일`,
      details: { autoConfirmDays: { before: before.autoConfirmDays, after: days } },
    });
    return settingOf(row);
  });
}
