import { type Courier, courierNamed } from '@edu/shared';
import type { Db } from '../../../platform/db/database';
import { warehousesOf } from '../catalog';

/** The courier each of these warehouses ships with now, as typed in 배송 설정, by warehouse id. */
export async function warehouseCouriers(db: Db, warehouseIds: number[]): Promise<Map<number, string>> {
  const warehouses = await warehousesOf(db, warehouseIds);
  return new Map([...warehouses].map(([id, warehouse]) => [id, warehouse.courier]));
}

/**
 * The courier a product line ships with unless the administrator chooses another: its warehouse's
 * current one when that names one of ours, else the one the line was ordered with; null when neither does.
 */
export const defaultCourierOf = (
  warehouseCourier: string | null | undefined,
  lineCourier: string | null | undefined,
): Courier | null => courierNamed(warehouseCourier) ?? courierNamed(lineCourier);
