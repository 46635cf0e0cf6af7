import {
  type BusinessDetails,
  type BusinessDetailsValues,
  businessDetailsSchema,
  defaultBusinessDetails,
} from '@edu/shared';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { siteSettings } from './site-settings.tables';

const settingKey = 'business-details';

/** Field names of the details, for the audit line of what changed. */
const fieldLabels: Record<keyof BusinessDetailsValues, string> = {
  organisation: '상호',
  representative: '대표자',
  businessNumber: '사업자등록번호',
  mailOrderNumber: '통신판매업 신고번호',
  address: '주소',
  phone: '전화',
  email: '이메일',
  customerCentreHours: '고객센터 운영 시간',
  hostingProvider: '호스팅 서비스 제공자',
  ftcInfoUrl: '사업자정보확인 주소',
};

/**
 * The stored details over the defaults: a field added to the setting later reads its default until an
 * administrator saves it.
 */
function detailsOf(row: typeof siteSettings.$inferSelect | undefined): BusinessDetails {
  if (!row) return defaultBusinessDetails;
  const stored = businessDetailsSchema.partial().safeParse(row.value);
  return {
    ...defaultBusinessDetails,
    ...(stored.success ? stored.data : {}),
    updated_date: row.updatedDate.toISOString(),
  };
}

/** The supplier's details the footer shows (and an order's statement prints). */
export async function getBusinessDetails(db: Pick<Db, 'select'>): Promise<BusinessDetails> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, settingKey));
  return detailsOf(row);
}

/** An administrator saves the details (checked by the shared contract), audited with what changed. */
export async function saveBusinessDetails(options: {
  db: Db;
  actor: AuditActor;
  values: BusinessDetailsValues;
}): Promise<BusinessDetails> {
  return options.db.transaction(async (tx) => {
    const before = await getBusinessDetails(tx);
    const values = { value: options.values, updatedBy: options.actor.memberIdx, updatedDate: new Date() };
    const [row] = await tx
      .insert(siteSettings)
      .values({ key: settingKey, ...values })
      .onConflictDoUpdate({ target: siteSettings.key, set: values })
      .returning();
    const changed = (Object.keys(fieldLabels) as (keyof BusinessDetailsValues)[]).filter(
      (field) => before[field] !== options.values[field],
    );
    await recordAudit(tx, options.actor, {
      action: 'site-setting.update',
      target: `site-setting:${settingKey}`,
      summary: changed.length
        ? `사업자 정보 수정: ${changed.map((field) => fieldLabels[field]).join(', ')}`
        : '사업자 정보 저장 (변경 없음)',
      details: Object.fromEntries(
        changed.map((field) => [field, { before: before[field], after: options.values[field] }]),
      ),
    });
    return detailsOf(row);
  });
}
