import type { Brand, brandEditSchema, Warehouse, warehouseEditSchema } from '@edu/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { mallBrands, mallItems, mallWarehouses } from './catalog.tables';

/** The warehouses with how many items ship from each. */
export async function listWarehouses(db: Db): Promise<Warehouse[]> {
  const rows = await db
    .select({ warehouse: mallWarehouses, items: count(mallItems.id) })
    .from(mallWarehouses)
    .leftJoin(mallItems, eq(mallItems.warehouseId, mallWarehouses.id))
    .groupBy(mallWarehouses.id)
    .orderBy(asc(mallWarehouses.id));
  return rows.map(({ warehouse: { id, ...rest }, items }) => ({ warehouseId: id, ...rest, items }));
}

/**
 * Creates a warehouse (no id) or changes one; audited in the same transaction. A changed fee applies to
 * carts from now on: orders keep the fee they were placed with.
 */
export async function saveWarehouse(options: {
  db: Db;
  actor: AuditActor;
  warehouseId?: number;
  values: z.output<typeof warehouseEditSchema>;
}): Promise<number> {
  const values = {
    ...options.values,
    name: options.values.name.trim(),
    deliveryCompany: options.values.deliveryCompany.trim(),
  };
  return options.db.transaction(async (tx) => {
    const [row] = options.warehouseId
      ? await tx
          .update(mallWarehouses)
          .set(values)
          .where(eq(mallWarehouses.id, options.warehouseId))
          .returning({ id: mallWarehouses.id })
      : await tx.insert(mallWarehouses).values(values).returning({ id: mallWarehouses.id });
    if (!row) throw notFound('창고를 찾을 수 없습니다.');
    await recordAudit(tx, options.actor, {
      action: options.warehouseId ? 'mall.warehouse.update' : 'mall.warehouse.create',
      target: `mall-warehouse:${row.id}`,
      summary: `창고 ${values.name} ${options.warehouseId ? '수정' : '등록'} (배송비 ${values.deliveryFee}원, ${values.deliveryFreeOption}원 초과 무료)`,
      details: values,
    });
    return row.id;
  });
}

/** The brands with how many items carry each. */
export async function listBrands(db: Db): Promise<Brand[]> {
  const rows = await db
    .select({ brandId: mallBrands.id, name: mallBrands.name, items: count(mallItems.id) })
    .from(mallBrands)
    .leftJoin(mallItems, eq(mallItems.brandId, mallBrands.id))
    .groupBy(mallBrands.id)
    .orderBy(asc(mallBrands.name));
  return rows;
}

/** Creates a brand (no id) or renames one; audited. */
export async function saveBrand(options: {
  db: Db;
  actor: AuditActor;
  brandId?: number;
  values: z.output<typeof brandEditSchema>;
}): Promise<number> {
  const name = options.values.name.trim();
  return options.db.transaction(async (tx) => {
    const [row] = options.brandId
      ? await tx
          .update(mallBrands)
          .set({ name })
          .where(eq(mallBrands.id, options.brandId))
          .returning({ id: mallBrands.id })
      : await tx.insert(mallBrands).values({ name }).returning({ id: mallBrands.id });
    if (!row) throw notFound('브랜드를 찾을 수 없습니다.');
    await recordAudit(tx, options.actor, {
      action: options.brandId ? 'mall.brand.update' : 'mall.brand.create',
      target: `mall-brand:${row.id}`,
      summary: `브랜드 ${name} ${options.brandId ? '수정' : '등록'}`,
    });
    return row.id;
  });
}
