import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallWarehouses } from './catalog.tables';

/** How a warehouse ships now, as set in 배송 설정: its courier and its one-way delivery fee. */
export type WarehouseShipping = { courier: string; deliveryFee: number };

/** How each of these warehouses ships now, by warehouse id (a warehouse removed since is absent). */
export async function warehousesOf(db: Db, warehouseIds: number[]): Promise<Map<number, WarehouseShipping>> {
  const ids = [...new Set(warehouseIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: mallWarehouses.id,
      courier: mallWarehouses.deliveryCompany,
      deliveryFee: mallWarehouses.deliveryFee,
    })
    .from(mallWarehouses)
    .where(inArray(mallWarehouses.id, ids));
  return new Map(rows.map(({ id, ...shipping }) => [id, shipping]));
}
