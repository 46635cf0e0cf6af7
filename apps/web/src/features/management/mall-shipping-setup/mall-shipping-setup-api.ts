import type { Brand, Warehouse } from '@edu/shared';
import { api } from '@/lib/api-client';

/** What a save sends, typed from the shared contract so the bodies the forms build cannot drift from it. */
export type WarehouseEdit = Omit<Warehouse, 'warehouseId' | 'items'>;
export type BrandEdit = Omit<Brand, 'brandId' | 'items'>;

export const warehousesQueryKey = ['admin', 'mall-warehouses'] as const;
export const brandsQueryKey = ['admin', 'mall-brands'] as const;

/** GET /api/admin/mall/warehouses: every warehouse with its delivery rule and how many items ship from it. */
export const getWarehouses = (signal?: AbortSignal) =>
  api<Warehouse[]>('/api/admin/mall/warehouses', { signal });

/**
 * POST /api/admin/mall/warehouses (no id) or PUT …/{warehouseId}: adds or changes a warehouse; a new fee
 * applies to carts and new orders at once. 400 with the server's Korean message.
 */
export const saveWarehouse = (warehouseId: number | null, body: WarehouseEdit) =>
  warehouseId === null
    ? api<{ warehouseId: number }>('/api/admin/mall/warehouses', { method: 'POST', body })
    : api<{ warehouseId: number }>(`/api/admin/mall/warehouses/${warehouseId}`, { method: 'PUT', body });

/** GET /api/admin/mall/brands: every brand by name, with how many items carry it. */
export const getBrands = (signal?: AbortSignal) => api<Brand[]>('/api/admin/mall/brands', { signal });

/** POST /api/admin/mall/brands (no id) or PUT …/{brandId}: adds or renames a brand. */
export const saveBrand = (brandId: number | null, body: BrandEdit) =>
  brandId === null
    ? api<{ brandId: number }>('/api/admin/mall/brands', { method: 'POST', body })
    : api<{ brandId: number }>(`/api/admin/mall/brands/${brandId}`, { method: 'PUT', body });
