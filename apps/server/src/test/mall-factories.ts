import { inArray } from 'drizzle-orm';
import {
  mallCategories,
  mallContentAssets,
  mallImageLicenses,
  mallItems,
  mallOptionCombinations,
  mallOptionNodes,
  mallOptions,
  mallWarehouses,
} from '../modules/mall/catalog/catalog.tables';
import { mallOrderItems } from '../modules/mall/orders/orders.tables';
import type { FileStorage } from '../modules/storage';
import type { Db } from '../platform/db/database';

let sequence = 0;
const testCategory = 9000;

async function ensureCategory(db: Db) {
  await db.insert(mallCategories).values({ id: testCategory, name: '테스트' }).onConflictDoNothing();
}

/** A warehouse charging `fee` unless the selected goods cost more than `freeOver`. */
export async function createWarehouse(db: Db, options: { fee: number; freeOver: number; name?: string }) {
  sequence += 1;
  const [warehouse] = await db
    .insert(mallWarehouses)
    .values({
      name: options.name ?? `테스트 창고 ${sequence}`,
      deliveryCompany: 'CJ대한통운',
      deliveryFee: options.fee,
      deliveryFreeOption: options.freeOver,
    })
    .returning({ id: mallWarehouses.id });
  if (!warehouse) throw new Error('warehouse not inserted');
  return warehouse.id;
}

type ProductOptions = {
  warehouseId: number;
  price: number;
  regularPrice?: number;
  /** A product without TREE options: its own stock (null = not counted). */
  stock?: number | null;
  /** TREE paths (two levels) with stock and extra price. */
  tree?: { path: [string, string]; stock: number; extra?: number }[];
  /** A WRITING option (required unless told), with its extra per unit. */
  writing?: string | { name: string; required?: boolean; extraPrice?: number };
  status?: 'SALE' | 'STOP';
  isFree?: boolean;
  title?: string;
  /** 면세 unless told (textbooks). */
  taxType?: 'TAXABLE' | 'EXEMPT';
};

/** A product (code P…); answers its id, its TREE option ids by level and its combination ids by "a/b". */
export async function createProduct(db: Db, options: ProductOptions) {
  await ensureCategory(db);
  sequence += 1;
  const [item] = await db
    .insert(mallItems)
    .values({
      code: `PT${process.pid}${sequence}`,
      itemType: 'PRODUCT',
      itemKind: '교재',
      title: options.title ?? `테스트 교재 ${sequence}`,
      categoryId: testCategory,
      warehouseId: options.warehouseId,
      regularPrice: options.regularPrice ?? options.price,
      sellingPrice: options.price,
      isFree: options.isFree ?? false,
      taxType: options.taxType ?? 'EXEMPT',
      itemStatus: options.status ?? 'SALE',
      productStock: options.tree ? null : (options.stock ?? null),
    })
    .returning({ id: mallItems.id });
  if (!item) throw new Error('item not inserted');
  const combinations = new Map<string, number>();
  const levels: number[] = [];
  if (options.tree) {
    const inserted = await db
      .insert(mallOptions)
      .values([
        { itemId: item.id, name: '학년', optionType: 'TREE', required: true, depth: 1 },
        { itemId: item.id, name: '권', optionType: 'TREE', required: true, depth: 2 },
      ])
      .returning({ id: mallOptions.id });
    levels.push(...inserted.map((level) => level.id));
    const parents = new Map<string, number>();
    for (const { path, stock, extra } of options.tree) {
      let parent = parents.get(path[0]);
      if (parent === undefined) {
        const [node] = await db
          .insert(mallOptionNodes)
          .values({ optionId: levels[0] as number, elementName: path[0] })
          .returning({ id: mallOptionNodes.id });
        parent = node?.id as number;
        parents.set(path[0], parent);
      }
      const [leaf] = await db
        .insert(mallOptionNodes)
        .values({ optionId: levels[1] as number, parentNodeId: parent, elementName: path[1] })
        .returning({ id: mallOptionNodes.id });
      const [combination] = await db
        .insert(mallOptionCombinations)
        .values({ itemId: item.id, leafNodeId: leaf?.id as number, path, extraPrice: extra ?? 0, stock })
        .returning({ id: mallOptionCombinations.id });
      combinations.set(path.join('/'), combination?.id as number);
    }
  }
  let writingOptionId: number | null = null;
  if (options.writing) {
    const asked = typeof options.writing === 'string' ? { name: options.writing } : options.writing;
    const [writing] = await db
      .insert(mallOptions)
      .values({
        itemId: item.id,
        name: asked.name,
        optionType: 'WRITING',
        required: asked.required ?? true,
        extraPrice: asked.extraPrice ?? 0,
        depth: 0,
      })
      .returning({ id: mallOptions.id });
    writingOptionId = writing?.id ?? null;
  }
  return { itemId: item.id, treeOptionId: levels[0] ?? null, writingOptionId, combinations };
}

/** A content (code C…), with licences for an image content. */
export async function createContent(
  db: Db,
  options: {
    price: number;
    regularPrice?: number;
    licenses?: { name: string; price: number }[];
    downloadPeriod?: number;
    status?: 'SALE' | 'STOP';
    isFree?: boolean;
  },
) {
  await ensureCategory(db);
  sequence += 1;
  const [item] = await db
    .insert(mallItems)
    .values({
      code: `CT${process.pid}${sequence}`,
      itemType: 'CONTENT',
      contentType: options.licenses ? 'IMAGE' : 'FILE',
      itemKind: '설교 자료',
      title: `테스트 콘텐츠 ${sequence}`,
      categoryId: testCategory,
      regularPrice: options.regularPrice ?? options.price,
      sellingPrice: options.price,
      isFree: options.isFree ?? false,
      // Digital contents are taxable, as the migration set the mall's own.
      taxType: 'TAXABLE',
      downloadPeriod: options.downloadPeriod ?? 0,
      itemStatus: options.status ?? 'SALE',
    })
    .returning({ id: mallItems.id });
  if (!item) throw new Error('item not inserted');
  const licenses = options.licenses?.length
    ? await db
        .insert(mallImageLicenses)
        .values(options.licenses.map((license, sort) => ({ itemId: item.id, ...license, sort })))
        .returning({ id: mallImageLicenses.id })
    : [];
  return { itemId: item.id, licenseIds: licenses.map((license) => license.id) };
}

/** Files a content delivers, stored privately through the storage port, in their order. */
export async function addContentFiles(
  db: Db,
  storage: FileStorage,
  itemId: number,
  files: { name: string; data: Buffer }[],
) {
  sequence += 1;
  for (const [sort, file] of files.entries()) {
    const { key } = await storage.putPrivate(`mall/test/${process.pid}-${sequence}/${sort}.bin`, file.data);
    await db
      .insert(mallContentAssets)
      .values({ itemId, kind: 'DOWNLOAD', name: file.name, storageKey: key, bytes: file.data.length, sort });
  }
}

/** Moves order lines along their delivery as the warehouse would (START = shipped, DELIVERED = received). */
export async function setDeliveryStatus(
  db: Db,
  orderItemIds: number[],
  deliveryStatus: 'START' | 'DELIVERED',
) {
  await db.update(mallOrderItems).set({ deliveryStatus }).where(inArray(mallOrderItems.id, orderItemIds));
}
