import type { ItemEdit } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { bookEditOf } from '../../../test/item-edits';
import { logInAs } from '../../../test/log-in-as';
import { createWarehouse } from '../../../test/mall-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let admin: string;
let warehouseId: number;
let categoryId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: admin }, ...(payload && { payload }) });

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 30_000 });
  const category = await call('POST', '/api/admin/mall/categories', {
    name: '교재',
    parentId: null,
    icon: null,
    sort: 1,
  });
  categoryId = category.json().contents.categoryId;
});
afterAll(() => app.dispose());

/** The test's textbook: 10,000원 with 5 in stock (what the tax type rules read is the rest). */
const edit = (overrides: Partial<ItemEdit> = {}): ItemEdit =>
  bookEditOf(
    { categoryId, warehouseId },
    {
      title: '과세 구분 교재',
      regularPrice: 10_000,
      sellingPrice: 10_000,
      productStock: { stock: 5, stockSeen: null },
      ...overrides,
    },
  );

const taxTypeOf = async (itemId: number) =>
  (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents.taxType;

describe('an item’s 과세 구분', () => {
  it('defaults a new product to 면세 and a new content to 과세, and takes the one chosen', async () => {
    const product = (await call('POST', '/api/admin/mall/items', edit())).json().contents.itemId;
    expect(await taxTypeOf(product)).toBe('EXEMPT');
    const goods = (await call('POST', '/api/admin/mall/items', edit({ taxType: 'TAXABLE' }))).json().contents
      .itemId;
    expect(await taxTypeOf(goods)).toBe('TAXABLE');
    const content = await call(
      'POST',
      '/api/admin/mall/items',
      edit({ itemType: 'CONTENT', contentType: 'VIDEO', warehouseId: null, productStock: null }),
    );
    expect(content.statusCode, content.body).toBe(200);
    expect(await taxTypeOf(content.json().contents.itemId)).toBe('TAXABLE');
  });

  it('is changed by an edit that names it and kept by one that does not; anything else is refused', async () => {
    const itemId = (await call('POST', '/api/admin/mall/items', edit())).json().contents.itemId;
    // An edit names the stock it was read with.
    const read = { productStock: { stock: 5, stockSeen: 5 } };
    expect(
      (await call('PUT', `/api/admin/mall/items/${itemId}`, edit({ ...read, taxType: 'TAXABLE' })))
        .statusCode,
    ).toBe(200);
    expect(await taxTypeOf(itemId)).toBe('TAXABLE');
    expect(
      (await call('PUT', `/api/admin/mall/items/${itemId}`, edit({ ...read, title: '제목만 바꿈' })))
        .statusCode,
    ).toBe(200);
    expect(await taxTypeOf(itemId)).toBe('TAXABLE');
    const refused = await call('PUT', `/api/admin/mall/items/${itemId}`, { ...edit(read), taxType: 'ZERO' });
    expect(refused.statusCode).toBe(400);
    expect(await taxTypeOf(itemId)).toBe('TAXABLE');
  });
});
