import { type ItemEdit, itemEditSchema, mallItemAdminMessages as say } from '@edu/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createWarehouse } from '../../../test/mall-factories';
import { editCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { multipart } from '../../../test/multipart';
import { testNotices } from '../../../test/product-notices';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallItems } from './catalog.tables';

let app: TestApp;
let admin: string;
let buyer: string;
let warehouseId: number;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db, {})));
  warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 30_000, name: '관리 테스트 창고' });
  const category = await call('POST', '/api/admin/mall/categories', {
    name: '교재',
    parentId: null,
    icon: null,
    sort: 1,
  });
  categoryId = category.json().contents.categoryId;
});
afterAll(() => app.dispose());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = admin) =>
  app.inject({
    method,
    url,
    headers: { cookie: who },
    ...(payload !== undefined && { payload: payload as object }),
  });
const catalogue = async (itemId: number) =>
  (await app.inject({ method: 'GET', url: `/new_api/customer/item/${itemId}` })).json().data;

function upload(purpose: string, file: { data: Buffer; filename: string; contentType?: string }) {
  const body = multipart([
    {
      name: 'file',
      value: file.data,
      filename: file.filename,
      contentType: file.contentType ?? 'application/octet-stream',
    },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/mall/uploads?purpose=${purpose}`,
    headers: { cookie: admin, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A product edit with a two-level TREE, as the form sends it for a new item. */
function productEdit(overrides: Partial<ItemEdit> = {}): ItemEdit {
  return {
    itemType: 'PRODUCT',
    contentType: null,
    itemKind: '교재',
    title: '여름성경학교 교사용 지도서',
    tags: ['여름성경학교', '교사'],
    categoryId,
    brandId: null,
    warehouseId,
    regularPrice: 15_000,
    sellingPrice: 12_000,
    isFree: false,
    downloadPeriod: 0,
    solarTerm: null,
    description: '<p>교사용 지도서입니다.</p><script>alert(1)</script>',
    usageGuide: '<p>결제 후 7일 안에 발송됩니다.</p>',
    copyrightInfo: '',
    itemStatus: 'SALE',
    productNotice: testNotices.book,
    thumbnailLink: null,
    sampleLink: null,
    productStock: null,
    tree: {
      levels: ['부서', '권'],
      combinations: [
        { combinationId: null, path: ['유년부', '상권'], extraPrice: 0, stock: 5, stockSeen: null },
        { combinationId: null, path: ['유년부', '하권'], extraPrice: 1000, stock: 3, stockSeen: null },
        { combinationId: null, path: ['초등부', '상권'], extraPrice: 0, stock: 4, stockSeen: null },
      ],
    },
    writing: [{ optionId: null, name: '교회 이름(인쇄용)', required: false, extraPrice: 500 }],
    licenses: [],
    assets: [],
    bibles: [{ bookId: 1, chapter: 1 }],
    relatedItemIds: [],
    ...overrides,
  };
}

/** The form's body for an item as the admin read answers it (what the page sends back unchanged). */
const asEdit = (item: unknown): ItemEdit => itemEditSchema.parse(item);

const itemCount = async () => (await app.db.select({ n: count() }).from(mallItems))[0]?.n ?? 0;

describe('the mall’s item administration', () => {
  it('creates a product with a picture, a three-path TREE and a writing option that the catalogue sells at once', async () => {
    const thumbnail = await upload('thumbnail', {
      data: await png(),
      filename: '표지.png',
      contentType: 'image/png',
    });
    expect(thumbnail.statusCode).toBe(200);
    const thumbnailLink = thumbnail.json().contents.path as string;
    expect(thumbnailLink).toMatch(/^\/uploads\/mall\/thumbnails\/.+\.png$/);
    expect((await app.inject({ method: 'GET', url: thumbnailLink })).statusCode).toBe(200);

    const created = await call('POST', '/api/admin/mall/items', productEdit({ thumbnailLink }));
    expect(created.json()).toMatchObject({ err_code: 0 });
    const { itemId, code } = created.json().contents;
    expect(code).toBe(`P${10_000 + itemId}`);

    const page = await catalogue(itemId);
    expect(page).toMatchObject({
      title: '여름성경학교 교사용 지도서',
      sellingPrice: 12_000,
      discountRate: 20,
    });
    expect(page.description).not.toContain('<script>');
    // The writing option's extra reaches the item page and comes back to the form.
    expect(page.optionList).toContainEqual(
      expect.objectContaining({ optionName: '교회 이름(인쇄용)', optionType: 'WRITING', extraPrice: 500 }),
    );
    const level1 = (await app.inject({ method: 'GET', url: `/new_api/product/${itemId}/options` })).json()
      .data;
    expect(level1.paths.map((path: { elementName: string }) => path.elementName)).toEqual([
      '유년부',
      '초등부',
    ]);

    const read = (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents;
    expect(read.writing).toEqual([
      expect.objectContaining({ name: '교회 이름(인쇄용)', required: false, extraPrice: 500 }),
    ]);
    expect(
      read.tree.combinations.map((c: { path: string[]; stock: number; held: number }) => [
        c.path.join('/'),
        c.stock,
        c.held,
      ]),
    ).toEqual([
      ['유년부/상권', 5, 0],
      ['유년부/하권', 3, 0],
      ['초등부/상권', 4, 0],
    ]);
    const listed = (await call('GET', `/api/admin/mall/items?searchText=${code}`)).json().contents;
    expect(listed.list).toEqual([expect.objectContaining({ itemId, stock: 12, lowestStock: 3, held: 0 })]);
    expect(
      (await call('GET', '/api/admin/mall/items?stock=low&itemType=PRODUCT')).json().contents.list,
    ).toContainEqual(expect.objectContaining({ itemId }));

    // Searchable by its tags at once (the catalogue's cache is emptied by the save).
    const search = (
      await app.inject({
        method: 'GET',
        url: `/new_api/customer/item/list?searchText=${encodeURIComponent('여름성경학교 교사용')}`,
      })
    ).json().data;
    expect(search.itemList.map((card: { itemId: number }) => card.itemId)).toContain(itemId);
    const audit = (await app.auditEntries(`mall-item:${itemId}`)).at(-1);
    expect(audit?.action).toBe('mall.item.create');
  });

  it('refuses a stock an order changed since the form was read, and a path an unpaid order holds, changing nothing', async () => {
    const { itemId } = (
      await call('POST', '/api/admin/mall/items', productEdit({ title: '재고 확인 교재' }))
    ).json().contents;
    const form = asEdit((await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents);
    const upper = form.tree?.combinations[0];
    if (!upper?.combinationId) throw new Error('no combination');

    // A buyer orders 2 of 유년부/상권 and has not paid yet: 3 left, 2 held.
    const level1 = (await app.inject({ method: 'GET', url: `/new_api/product/${itemId}/options` })).json()
      .data;
    await editCart(app, buyer, {
      itemId,
      productOptionList: [{ optionId: level1.optionId, combinationId: upper.combinationId, quantity: 2 }],
    });
    const cart = (
      await app.inject({ method: 'GET', url: '/new_api/customer/cart/v2/list', headers: { cookie: buyer } })
    ).json().data;
    const cartId = cart.productInfo.warehouses
      .flatMap((w: { products: { cartId: number; itemId: number }[] }) => w.products)
      .find((p: { itemId: number }) => p.itemId === itemId).cartId;
    expect((await placeOrder(app, buyer, orderBody([cartId]))).statusCode).toBe(200);

    const reread = (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents;
    expect(reread.tree.combinations[0]).toMatchObject({ stock: 3, held: 2 });

    // The stale form sets 유년부/상권 from 5 to 10: refused, nothing written.
    const stale = structuredClone(form);
    if (!stale.tree?.combinations[0]) throw new Error('no tree');
    stale.tree.combinations[0].stock = 10;
    stale.title = '바뀌면 안 되는 이름';
    const refused = await call('PUT', `/api/admin/mall/items/${itemId}`, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err_msg).toBe(say.stockChanged('유년부 / 상권', 3));
    expect((await catalogue(itemId)).title).toBe('재고 확인 교재');

    // The same stale form with the stock untouched saves, and never overwrites what was sold.
    const untouched = structuredClone(form);
    untouched.title = '재고 확인 교재 개정판';
    expect((await call('PUT', `/api/admin/mall/items/${itemId}`, untouched)).statusCode).toBe(200);
    const after = (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents;
    expect(after.tree.combinations.map((c: { stock: number }) => c.stock)).toEqual([3, 3, 4]);

    // Removing the held path is refused; removing another and renaming a level works.
    const fresh = asEdit(after);
    if (!fresh.tree) throw new Error('no tree');
    const withoutHeld = { ...fresh, tree: { ...fresh.tree, combinations: fresh.tree.combinations.slice(1) } };
    const heldRefusal = await call('PUT', `/api/admin/mall/items/${itemId}`, withoutHeld);
    expect(heldRefusal.statusCode).toBe(409);
    expect(heldRefusal.json().err_msg).toBe(say.heldByOrders('유년부 / 상권', 2));

    const reshaped = {
      ...fresh,
      tree: {
        levels: ['부서', '학기'],
        combinations: [
          { ...fresh.tree.combinations[0], stock: 13 },
          { combinationId: null, path: ['중등부', '상권'], extraPrice: 500, stock: 7, stockSeen: null },
        ],
      },
    } as ItemEdit;
    expect((await call('PUT', `/api/admin/mall/items/${itemId}`, reshaped)).statusCode).toBe(200);
    const reshapedRead = (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents;
    expect(reshapedRead.tree.levels).toEqual(['부서', '학기']);
    expect(
      reshapedRead.tree.combinations.map((c: { combinationId: number; path: string[]; stock: number }) => [
        c.combinationId === upper.combinationId,
        c.path.join('/'),
        c.stock,
      ]),
    ).toEqual([
      [true, '유년부/상권', 13],
      [false, '중등부/상권', 7],
    ]);
    const level1After = (
      await app.inject({ method: 'GET', url: `/new_api/product/${itemId}/options` })
    ).json().data;
    expect(level1After.paths.map((path: { elementName: string }) => path.elementName)).toEqual([
      '유년부',
      '중등부',
    ]);
  });

  it('checks an item in the form’s order with its messages and writes nothing when refused', async () => {
    const before = await itemCount();
    const refusal = async (edit: ItemEdit) => {
      const response = await call('POST', '/api/admin/mall/items', edit);
      expect(response.statusCode).toBe(400);
      return response.json().err_msg;
    };
    // 상품 분류 comes before 상품명 on the form, 출고 창고 before the prices.
    expect(await refusal(productEdit({ title: '  ', itemKind: '', regularPrice: 1000 }))).toBe(
      say.kindRequired,
    );
    expect(await refusal(productEdit({ title: ' ', categoryId: 0 }))).toBe(say.titleRequired);
    expect(await refusal(productEdit({ categoryId: 0, sellingPrice: 99_999 }))).toBe(say.categoryMissing);
    expect(await refusal(productEdit({ sellingPrice: 99_999, warehouseId: null }))).toBe(
      say.warehouseRequired,
    );
    expect(await refusal(productEdit({ sellingPrice: 99_999 }))).toBe(say.priceOrder);
    expect(await refusal(productEdit({ isFree: true }))).toBe(say.freeHasPrice);
    expect(await refusal(productEdit({ productStock: { stock: 3, stockSeen: null } }))).toBe(
      say.stockWithTree,
    );
    expect(
      await refusal(
        productEdit({
          tree: {
            levels: ['부서', '권'],
            combinations: [
              { combinationId: null, path: ['유년부'], extraPrice: 0, stock: 1, stockSeen: null },
            ],
          },
        }),
      ),
    ).toBe(say.pathInvalid);
    expect(
      await refusal(
        productEdit({
          tree: {
            levels: ['부서'],
            combinations: [
              { combinationId: null, path: ['유년부'], extraPrice: 0, stock: 1, stockSeen: null },
              { combinationId: null, path: [' 유년부 '], extraPrice: 0, stock: 1, stockSeen: null },
            ],
          },
        }),
      ),
    ).toBe(say.pathDuplicate);
    const content = productEdit({
      itemType: 'CONTENT',
      contentType: 'FILE',
      warehouseId: null,
      tree: null,
      writing: [],
    });
    expect(await refusal({ ...content, contentType: null })).toBe(say.contentTypeRequired);
    expect(await refusal({ ...content, productStock: { stock: 1, stockSeen: null } })).toBe(
      say.contentHasOptions,
    );
    expect(await refusal({ ...content, licenses: [{ licenseId: null, name: '개인', price: 1000 }] })).toBe(
      say.licensesOnlyImage,
    );
    expect(
      await refusal({
        ...content,
        assets: [
          {
            assetId: null,
            kind: 'DOWNLOAD',
            name: '자료.pdf',
            fileKey: 'mall/contents/none.pdf',
            linkNormal: null,
            linkHigh: null,
          },
        ],
      }),
    ).toBe(say.uploadMissing);
    // A file's name is what every buyer saves: never a path, a drive or a line break.
    for (const name of ['../../evil.pdf', '..\\..\\win.pdf', '/etc/abs.pdf', 'C:\\x.pdf', 'a\r\nb.pdf'])
      expect(
        await refusal({
          ...content,
          assets: [
            {
              assetId: null,
              kind: 'DOWNLOAD',
              name,
              fileKey: 'mall/contents/none.pdf',
              linkNormal: null,
              linkHigh: null,
            },
          ],
        }),
      ).toBe(say.assetNameInvalid);
    expect(await refusal({ ...content, thumbnailLink: 'https://evil.example/x.png' })).toBe(
      say.uploadMissing,
    );
    expect(await refusal({ ...content, categoryId: 987_654 })).toBe(say.categoryMissing);
    expect(await refusal({ ...content, relatedItemIds: [987_654] })).toBe(say.relatedInvalid);
    expect(await itemCount()).toBe(before);
  });

  it('creates an image content with licences and a private file its buyer downloads, refusing files that are not what they say', async () => {
    const disguised = await upload('content', {
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: '자료.pdf',
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().err_msg).toBe(say.fileType);
    expect((await upload('thumbnail', { data: pdf(), filename: 'cover.png' })).json().err_msg).toBe(
      say.imageType,
    );

    const file = await upload('content', { data: pdf(), filename: '설교 개요.pdf' });
    expect(file.statusCode).toBe(200);
    const { path: fileKey, bytes } = file.json().contents;
    expect(fileKey).toMatch(/^mall\/contents\/.+\.pdf$/);
    expect((await app.inject({ method: 'GET', url: `/uploads/${fileKey}` })).statusCode).toBe(404);

    const edit = productEdit({
      itemType: 'CONTENT',
      contentType: 'IMAGE',
      itemKind: '설교 자료',
      title: '부활절 설교 배경 이미지',
      warehouseId: null,
      tree: null,
      writing: [],
      regularPrice: 5000,
      sellingPrice: 5000,
      downloadPeriod: 30,
      solarTerm: '부활절',
      licenses: [
        { licenseId: null, name: '개인 라이선스', price: 5000 },
        { licenseId: null, name: '교회 라이선스', price: 15_000 },
      ],
      assets: [
        { assetId: null, kind: 'DOWNLOAD', name: '설교 개요.pdf', fileKey, linkNormal: null, linkHigh: null },
      ],
    });
    const { itemId } = (await call('POST', '/api/admin/mall/items', edit)).json().contents;
    const read = (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents;
    expect(read.assets).toEqual([expect.objectContaining({ name: '설교 개요.pdf', fileKey, bytes })]);
    expect(read.licenses.map((license: { name: string }) => license.name)).toEqual([
      '개인 라이선스',
      '교회 라이선스',
    ]);
    const page = await catalogue(itemId);
    expect(
      page.contentImage.imageLicenseList.map((license: { licensePrice: number }) => license.licensePrice),
    ).toEqual([5000, 15_000]);

    // Reordering licences keeps their ids (carts point at them).
    const swapped = asEdit(read);
    swapped.licenses.reverse();
    expect((await call('PUT', `/api/admin/mall/items/${itemId}`, swapped)).statusCode).toBe(200);
    const reread = (await call('GET', `/api/admin/mall/items/${itemId}`)).json().contents;
    expect(reread.licenses.map((license: { licenseId: number }) => license.licenseId)).toEqual(
      read.licenses.map((license: { licenseId: number }) => license.licenseId).reverse(),
    );
  });

  it('keeps a content’s files going through the server on local storage (no direct upload)', async () => {
    const asked = await call('POST', '/api/admin/mall/uploads/direct', { name: '설교.mp3', bytes: 1000 });
    expect(asked.json().contents).toEqual({ mode: 'multipart' });
    const tooBig = await call('POST', '/api/admin/mall/uploads/direct', {
      name: 'a.mp4',
      bytes: 210_000_000,
    });
    expect(tooBig.json().err_msg).toBe(say.fileTooLarge(200));
  });

  it('stops and resumes sales from the list', async () => {
    const { itemId } = (
      await call('POST', '/api/admin/mall/items', productEdit({ title: '판매 중지 시험 교재' }))
    ).json().contents;
    expect(
      (await call('PUT', `/api/admin/mall/items/${itemId}/status`, { itemStatus: 'STOP' })).json().contents,
    ).toEqual({ itemId, itemStatus: 'STOP' });
    expect((await catalogue(itemId)).itemStatus).toBe('STOP');
    expect((await call('GET', '/api/admin/mall/items?itemStatus=STOP')).json().contents.list).toContainEqual(
      expect.objectContaining({ itemId }),
    );
    await call('PUT', `/api/admin/mall/items/${itemId}/status`, { itemStatus: 'SALE' });
    expect((await catalogue(itemId)).itemStatus).toBe('SALE');
  });

  it('keeps categories to two levels and removes only empty ones', async () => {
    const top = (
      await call('POST', '/api/admin/mall/categories', {
        name: '절기 자료',
        parentId: null,
        icon: null,
        sort: 90,
      })
    ).json().contents.categoryId;
    const child = (
      await call('POST', '/api/admin/mall/categories', { name: '부활절', parentId: top, icon: null, sort: 1 })
    ).json().contents.categoryId;
    const third = await call('POST', '/api/admin/mall/categories', {
      name: '부활절 설교',
      parentId: child,
      icon: null,
      sort: 1,
    });
    expect(third.json().err_msg).toBe(say.categoryParentInvalid);
    expect(
      (
        await call('PUT', `/api/admin/mall/categories/${top}`, {
          name: '절기',
          parentId: 136,
          icon: null,
          sort: 90,
        })
      ).json().err_msg,
    ).toBe(say.categoryParentInvalid);
    expect(
      (
        await call('POST', '/api/admin/mall/categories', { name: ' ', parentId: null, icon: null, sort: 0 })
      ).json().err_msg,
    ).toBe(say.categoryNameRequired);

    // An icon is one of the drawn ones, never an emoji a machine may show as a box.
    const emoji = await call('PUT', `/api/admin/mall/categories/${child}`, {
      name: '부활절 ',
      parentId: top,
      icon: '✝',
      sort: 2,
    });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().err_msg).toBe('아이콘은 목록에서 골라 주세요.');
    expect(
      (
        await call('PUT', `/api/admin/mall/categories/${child}`, {
          name: '부활절 ',
          parentId: top,
          icon: 'cross',
          sort: 2,
        })
      ).statusCode,
    ).toBe(200);
    const { itemId } = (
      await call(
        'POST',
        '/api/admin/mall/items',
        productEdit({ title: '부활절 달걀 꾸미기 세트', categoryId: child }),
      )
    ).json().contents;
    const categories = (await call('GET', '/api/admin/mall/categories')).json().contents;
    expect(categories).toContainEqual(
      expect.objectContaining({ categoryId: child, parentId: top, items: 1 }),
    );
    const menu = (await app.inject({ method: 'GET', url: '/new_api/category/list' })).json().data;
    expect(JSON.stringify(menu)).toContain('부활절');

    expect((await call('DELETE', `/api/admin/mall/categories/${top}`)).json().err_msg).toBe(
      say.categoryInUse,
    );
    expect((await call('DELETE', `/api/admin/mall/categories/${child}`)).statusCode).toBe(409);
    await app.db.delete(mallItems).where(eq(mallItems.id, itemId));
    expect((await call('DELETE', `/api/admin/mall/categories/${child}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/mall/categories/${top}`)).statusCode).toBe(200);
    const actions = (await app.auditEntries()).filter((entry) => entry.target.startsWith('mall-category:'));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['mall.category.create', 'mall.category.update', 'mall.category.delete']),
    );
  });

  it('refuses members who are not administrators', async () => {
    expect((await call('GET', '/api/admin/mall/items', undefined, buyer)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/mall/items', productEdit(), buyer)).statusCode).toBe(403);
  });
});
