import { type ItemEdit, itemEditSchema, type ProductNotice, productNoticeMessages as say } from '@edu/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { bookEditOf } from '../../../test/item-edits';
import { logInAs } from '../../../test/log-in-as';
import { createWarehouse } from '../../../test/mall-factories';
import { testNotices } from '../../../test/product-notices';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallItems } from './catalog.tables';

let app: TestApp;
let admin: string;
let categoryId: number;
let warehouseId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload !== undefined && { payload: payload as object }),
  });

/** A textbook on sale, without a notice unless told (the notice is what these tests are about). */
const bookEdit = (overrides: Partial<ItemEdit> = {}): ItemEdit =>
  bookEditOf({ categoryId, warehouseId }, { productNotice: null, ...overrides });
const book = (values: Record<string, string> = {}): ProductNotice => ({
  group: 'BOOK',
  values: { ...testNotices.book.values, ...values },
});

const itemCount = async () => (await app.db.select({ n: count() }).from(mallItems))[0]?.n ?? 0;
const created = async (edit: ItemEdit) => {
  const answer = await call('POST', '/api/admin/mall/items', edit);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().contents.itemId as number;
};
const refusal = async (answer: Awaited<ReturnType<typeof call>>) => {
  expect(answer.statusCode, answer.body).toBe(400);
  return answer.json().err_msg as string;
};
const catalogue = async (itemId: number) =>
  (await app.inject({ method: 'GET', url: `/new_api/customer/item/${itemId}` })).json().data;
const listed = async (itemId: number) =>
  (
    (await call('GET', '/api/admin/mall/items')).json().contents.list as {
      itemId: number;
      noticeMissing: boolean;
    }[]
  ).find((row) => row.itemId === itemId);

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 30_000, name: '고시 테스트 창고' });
  const category = await call('POST', '/api/admin/mall/categories', {
    name: '교재',
    parentId: null,
    icon: null,
    sort: 1,
  });
  categoryId = category.json().contents.categoryId;
});
afterAll(() => app.dispose());

describe('상품정보제공고시 before an item is put on sale (전자상거래법)', () => {
  it('refuses an item on sale without its notice, or with an item of it empty, naming what is missing and saving nothing', async () => {
    const before = await itemCount();
    expect(await refusal(await call('POST', '/api/admin/mall/items', bookEdit()))).toBe(say.required);
    // A caller that knows nothing of the notice is held to the rule too.
    const unaware = itemEditSchema.parse({ ...bookEdit(), productNotice: undefined });
    expect(await refusal(await call('POST', '/api/admin/mall/items', unaware))).toBe(say.required);
    const partial = bookEdit({ productNotice: book({ pageCount: '', publishedOn: '   ' }) });
    expect(await refusal(await call('POST', '/api/admin/mall/items', partial))).toBe(
      say.missing('도서', ['쪽수', '출간일']),
    );
    expect(await itemCount()).toBe(before);
  });

  it('puts on sale an item with its whole notice: the form reads it back and the item page shows its table, the ISBN as digits', async () => {
    const itemId = await created(
      bookEdit({ productNotice: book({ bookTitle: '  유치부 교재  ', isbn: '978-89-364-3412-0' }) }),
    );
    const form = (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents;
    expect(form.productNotice).toEqual({
      group: 'BOOK',
      values: { ...testNotices.book.values, bookTitle: '유치부 교재', isbn: '9788936434120' },
    });
    // What the form read is what it sends back unchanged, and saves again.
    expect(
      (await call('PUT', `/api/admin/mall/items/${itemId}`, itemEditSchema.parse(form))).statusCode,
    ).toBe(200);

    const page = await catalogue(itemId);
    expect(page.itemStatus).toBe('SALE');
    expect(page.productNotice.groupLabel).toBe('도서');
    expect(page.productNotice.rows[0]).toEqual({ label: '도서명', value: '유치부 교재' });
    expect(page.productNotice.rows.at(-1)).toEqual({ label: 'ISBN', value: '9788936434120' });
    expect((await listed(itemId))?.noticeMissing).toBe(false);
  });

  it('refuses a wrong ISBN and a value too long at any status, with their Korean messages', async () => {
    const stopped = (productNotice: ProductNotice) => bookEdit({ itemStatus: 'STOP', productNotice });
    const post = (edit: ItemEdit) => call('POST', '/api/admin/mall/items', edit);
    expect(await refusal(await post(stopped(book({ isbn: '978-89-364-3412-1' }))))).toBe(say.isbnChecksum);
    expect(await refusal(await post(stopped(book({ isbn: '89-364-3412-0' }))))).toBe(say.isbnShape);
    expect(await refusal(await post(stopped(book({ pageCount: '9'.repeat(51) }))))).toBe(
      say.tooLong('쪽수', 50),
    );
    expect(await refusal(await post(stopped({ ...testNotices.goods, values: { isbn: '' } })))).toBe(
      say.unknownField,
    );
  });

  it('keeps a stopped item’s partial notice; 판매 재개 from the list waits until the form completes it', async () => {
    const itemId = await created(
      bookEdit({ itemStatus: 'STOP', productNotice: book({ tableOfContents: '' }) }),
    );
    const resumed = await call('PUT', `/api/admin/mall/items/${itemId}/status`, { itemStatus: 'SALE' });
    expect(await refusal(resumed)).toBe(say.missing('도서', ['목차 또는 책소개']));
    expect((await catalogue(itemId)).itemStatus).toBe('STOP');

    const completed = bookEdit({
      itemStatus: 'STOP',
      productNotice: book(),
      productStock: { stock: 10, stockSeen: 10 },
    });
    expect((await call('PUT', `/api/admin/mall/items/${itemId}`, completed)).statusCode).toBe(200);
    const again = await call('PUT', `/api/admin/mall/items/${itemId}/status`, { itemStatus: 'SALE' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await catalogue(itemId)).itemStatus).toBe('SALE');
  });

  it('leaves on sale an item saved before the notice was asked for, flagged in the list until it has one', async () => {
    const itemId = await created(bookEdit({ productNotice: book() }));
    // As a database used before this change holds it: on sale, no notice.
    await app.db.update(mallItems).set({ productNotice: null }).where(eq(mallItems.id, itemId));
    expect((await listed(itemId))?.noticeMissing).toBe(true);
    const page = await catalogue(itemId);
    expect({ status: page.itemStatus, notice: page.productNotice }).toEqual({ status: 'SALE', notice: null });
    // Stopping it needs no notice; the next save on sale does.
    expect(
      (await call('PUT', `/api/admin/mall/items/${itemId}/status`, { itemStatus: 'STOP' })).statusCode,
    ).toBe(200);
    expect((await listed(itemId))?.noticeMissing).toBe(false);
  });
});
