import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createContent, createProduct, createWarehouse } from '../../../test/mall-factories';
import { cartIds, cartList, editCart } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

const count = async (who = cookie) =>
  (
    await app.inject({ method: 'GET', url: '/new_api/customer/cart/v2/count', headers: { cookie: who } })
  ).json().data.amount;
const clear = async (who = cookie) => {
  const ids = await cartIds(app, who);
  if (ids.length)
    await app.inject({
      method: 'DELETE',
      url: '/new_api/customer/cart/v2/delete-cart-all',
      headers: { cookie: who },
      payload: ids,
    });
};

describe('putting items in the cart', () => {
  it('adds a simple product, a product’s option lines, a content and an image content with its licence', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const simple = await createProduct(app.db, { warehouseId, price: 9000, regularPrice: 10_000, stock: 20 });
    const tree = await createProduct(app.db, {
      warehouseId,
      price: 12_000,
      tree: [
        { path: ['1학년', '상권'], stock: 5 },
        { path: ['1학년', '하권'], stock: 5, extra: 1000 },
      ],
    });
    const file = await createContent(app.db, { price: 5000 });
    const image = await createContent(app.db, {
      price: 3000,
      licenses: [
        { name: '일반', price: 3000 },
        { name: '확장', price: 8000 },
      ],
    });

    expect((await editCart(app, cookie, { itemId: simple.itemId, productStock: 2 })).json()).toMatchObject({
      code: '200',
      message: '장바구니에 담았습니다.',
    });
    const treeLine = (path: string, quantity: number) => ({
      optionId: tree.treeOptionId,
      combinationId: tree.combinations.get(path),
      quantity,
    });
    expect(
      (
        await editCart(app, cookie, {
          itemId: tree.itemId,
          productOptionList: [treeLine('1학년/상권', 1), treeLine('1학년/하권', 2)],
        })
      ).statusCode,
    ).toBe(200);
    // The same combination again adds to its line.
    expect(
      (await editCart(app, cookie, { itemId: tree.itemId, productOptionList: [treeLine('1학년/상권', 1)] }))
        .statusCode,
    ).toBe(200);
    expect((await editCart(app, cookie, { itemId: file.itemId, quantity: 1 })).statusCode).toBe(200);
    const noLicence = await editCart(app, cookie, { itemId: image.itemId, quantity: 1 });
    expect(noLicence.json()).toMatchObject({ code: '400', message: '라이선스를 선택해 주세요.' });
    expect(
      (await editCart(app, cookie, { itemId: image.itemId, licenseId: image.licenseIds[1], quantity: 1 }))
        .statusCode,
    ).toBe(200);
    expect(await count()).toBe(4);

    const cart = await cartList(app, cookie);
    const [warehouse] = cart.productInfo.warehouses;
    expect(warehouse.products).toHaveLength(2);
    expect(warehouse.products[0]).toMatchObject({
      itemId: simple.itemId,
      regularPrice: 20_000,
      purchasePrice: 18_000,
      productStock: 2,
      stock: 20,
      hasOptions: false,
    });
    expect(warehouse.products[1].cartOptionList).toEqual([
      expect.objectContaining({
        optionPathNames: ['1학년', '상권'],
        quantity: 2,
        unitPrice: 12_000,
        price: 24_000,
      }),
      expect.objectContaining({
        optionPathNames: ['1학년', '하권'],
        quantity: 2,
        unitPrice: 13_000,
        price: 26_000,
      }),
    ]);
    // Goods 18,000 + 50,000 = 68,000 > 50,000: free delivery. Contents 5,000 + the extended licence 8,000.
    expect(warehouse).toMatchObject({ productOrderPurchasePrice: 68_000, productOrderDeliveryFee: 0 });
    expect(
      cart.contentInfo.contents.map((c: { purchasePrice: number; licenseName: string | null }) => [
        c.purchasePrice,
        c.licenseName,
      ]),
    ).toEqual([
      [5000, null],
      [8000, '확장'],
    ]);
    expect(cart).toMatchObject({
      totalOrderRegularPrice: 83_000,
      totalOrderDiscountAmount: 2000,
      totalOrderPurchasePrice: 81_000,
      totalOrderDeliveryFee: 0,
      totalPaidAmount: 81_000,
    });
    await clear();
    expect(await count()).toBe(0);
  });

  it('charges each warehouse’s fee until its goods cost more than its threshold', async () => {
    const near = await createWarehouse(app.db, { fee: 3000, freeOver: 30_000 });
    const far = await createWarehouse(app.db, { fee: 2500, freeOver: 20_000 });
    const a = await createProduct(app.db, { warehouseId: near, price: 10_000, stock: 10 });
    const b = await createProduct(app.db, { warehouseId: far, price: 10_000, stock: 10 });
    await editCart(app, cookie, { itemId: a.itemId, productStock: 3 }); // exactly 30,000: not more
    await editCart(app, cookie, { itemId: b.itemId, productStock: 2 }); // exactly 20,000: not more
    let cart = await cartList(app, cookie);
    expect(
      cart.productInfo.warehouses.map((w: { productOrderDeliveryFee: number }) => w.productOrderDeliveryFee),
    ).toEqual([3000, 2500]);
    expect(cart.totalPaidAmount).toBe(50_000 + 5500);
    await editCart(app, cookie, { itemId: a.itemId, productStock: 1 }); // 40,000: more than 30,000
    cart = await cartList(app, cookie);
    expect(
      cart.productInfo.warehouses.map((w: { productOrderDeliveryFee: number }) => w.productOrderDeliveryFee),
    ).toEqual([0, 2500]);
    // EDIT sets the quantity instead of adding to it.
    await editCart(app, cookie, { itemId: b.itemId, command: 'EDIT', productStock: 3 });
    cart = await cartList(app, cookie);
    expect(
      cart.productInfo.warehouses.map((w: { productOrderDeliveryFee: number }) => w.productOrderDeliveryFee),
    ).toEqual([0, 0]);
    expect(cart.totalPaidAmount).toBe(70_000);
    await clear();
  });

  it('answers 031 naming the option and its path when the stock is short, and 032 when sales stopped', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const tree = await createProduct(app.db, {
      warehouseId,
      price: 8000,
      tree: [{ path: ['2학년', '상권'], stock: 2 }],
    });
    const line = {
      optionId: tree.treeOptionId,
      combinationId: tree.combinations.get('2학년/상권'),
      quantity: 3,
    };
    const short = await editCart(app, cookie, { itemId: tree.itemId, productOptionList: [line] });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: '031',
      message: '일부 옵션의 재고가 부족합니다.',
      data: {
        shortages: [
          { optionName: '학년 / 권', optionPathNames: ['2학년', '상권'], requested: 3, available: 2 },
        ],
      },
    });
    const simple = await createProduct(app.db, { warehouseId, price: 8000, stock: 1 });
    expect((await editCart(app, cookie, { itemId: simple.itemId, productStock: 2 })).json().code).toBe('031');
    const stopped = await createProduct(app.db, { warehouseId, price: 8000, stock: 5, status: 'STOP' });
    const refused = await editCart(app, cookie, { itemId: stopped.itemId, productStock: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: '032',
      message: '판매가 중지된 상품이라 구매할 수 없습니다.',
    });
    expect(await count()).toBe(0);
  });

  it('checks option lines in the spec’s order: none, a required one missing, one chosen twice', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const engraved = await createProduct(app.db, {
      warehouseId,
      price: 20_000,
      writing: '새길 문구',
      stock: 10,
    });
    const tree = await createProduct(app.db, {
      warehouseId,
      price: 8000,
      tree: [{ path: ['3학년', '상권'], stock: 9 }],
    });
    const message = (body: Record<string, unknown>) =>
      editCart(app, cookie, body).then((r) => r.json().message);
    expect(await message({ itemId: engraved.itemId, productOptionList: [] })).toBe('옵션을 선택해 주세요.');
    const line = {
      optionId: tree.treeOptionId,
      combinationId: tree.combinations.get('3학년/상권'),
      quantity: 1,
    };
    expect(await message({ itemId: tree.itemId, productOptionList: [line, line] })).toBe(
      '이미 선택한 옵션입니다.',
    );
    expect(
      await message({ itemId: tree.itemId, productOptionList: [{ ...line, quantity: 0 }] }),
    ).toBeTruthy();
    // A combination of another item is not an option of this one.
    const other = await createProduct(app.db, {
      warehouseId,
      price: 8000,
      tree: [{ path: ['4학년', '상권'], stock: 9 }],
    });
    expect(
      await message({
        itemId: tree.itemId,
        productOptionList: [{ ...line, combinationId: other.combinations.get('4학년/상권') }],
      }),
    ).toBe('옵션을 선택해 주세요.');
    expect(
      (
        await editCart(app, cookie, {
          itemId: engraved.itemId,
          productOptionList: [
            { optionId: engraved.writingOptionId, optionMessage: '사랑교회 유년부', quantity: 2 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const [row] = (await cartList(app, cookie)).productInfo.warehouses[0].products;
    expect(row.cartOptionList[0]).toMatchObject({
      type: 'WRITING',
      optionMessage: '사랑교회 유년부',
      quantity: 2,
      price: 40_000,
    });
    await clear();
  });

  it('puts an engraving on its TREE line, priced per unit by the option’s extra, and asks for a required one', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const book = await createProduct(app.db, {
      warehouseId,
      price: 12_000,
      tree: [{ path: ['유아부', '학생용'], stock: 3 }],
      writing: { name: '이름 새김 문구', required: false, extraPrice: 1000 },
    });
    const combinationId = book.combinations.get('유아부/학생용');
    const line = (quantity: number, text?: string) => ({
      optionId: book.treeOptionId,
      combinationId,
      quantity,
      writingList: text === undefined ? [] : [{ optionId: book.writingOptionId, optionMessage: text }],
    });
    const edit = (productOptionList: unknown[]) =>
      editCart(app, cookie, { itemId: book.itemId, productOptionList });

    expect((await edit([line(2, ' 사랑반 김교사 '), line(1)])).statusCode).toBe(200);
    const [row] = (await cartList(app, cookie)).productInfo.warehouses[0].products;
    // One line of the book engraved (13,000원 a unit) and one plain: no separate 12,000원 line for the text.
    expect(row.cartOptionList).toHaveLength(2);
    expect(row.cartOptionList[0]).toMatchObject({
      type: 'TREE',
      optionPathNames: ['유아부', '학생용'],
      writingList: [{ optionName: '이름 새김 문구', optionMessage: '사랑반 김교사', extraPrice: 1000 }],
      quantity: 2,
      unitPrice: 13_000,
      price: 26_000,
    });
    expect(row.cartOptionList[1]).toMatchObject({ writingList: [], quantity: 1, price: 12_000 });
    expect(row.purchasePrice).toBe(38_000);

    // The same text again adds to its line; the combination's stock counts every line of it.
    const more = await edit([line(1, '사랑반 김교사')]);
    expect(more.json().code).toBe('031');
    expect(more.json().data.shortages[0]).toMatchObject({ requested: 4, available: 3 });
    // A text of its own is no longer a line of its own when the item has a TREE.
    const alone = await editCart(app, cookie, {
      itemId: book.itemId,
      productOptionList: [{ optionId: book.writingOptionId, optionMessage: '사랑반', quantity: 1 }],
    });
    expect(alone.json().message).toBe('옵션을 선택해 주세요.');
    expect(await edit([line(1, 'a'), line(1, 'a')]).then((r) => r.json().message)).toBe(
      '이미 선택한 옵션입니다.',
    );

    const required = await createProduct(app.db, {
      warehouseId,
      price: 9000,
      tree: [{ path: ['유치부', '교사용'], stock: 5 }],
      writing: { name: '반 이름' },
    });
    const requiredLine = {
      optionId: required.treeOptionId,
      combinationId: required.combinations.get('유치부/교사용'),
      quantity: 1,
    };
    const refused = await editCart(app, cookie, {
      itemId: required.itemId,
      productOptionList: [
        { ...requiredLine, writingList: [{ optionId: required.writingOptionId, optionMessage: ' ' }] },
      ],
    });
    expect(refused.json().message).toBe('반 이름을 입력해 주세요.');
    expect((await cartList(app, cookie)).productInfo.warehouses[0].products).toHaveLength(1);
    await clear();
  });

  it('keeps each member to their own cart and refuses visitors', async () => {
    const file = await createContent(app.db, { price: 5000 });
    const visitor = await app.inject({
      method: 'POST',
      url: '/new_api/customer/cart/v2/edit',
      payload: { itemId: file.itemId },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: '401', message: '로그인이 필요한 서비스입니다.' });
    await editCart(app, cookie, { itemId: file.itemId });
    const [mine] = await cartIds(app, cookie);
    const theirs = await app.inject({
      method: 'GET',
      url: `/new_api/customer/cart/v2/${mine}/options`,
      headers: { cookie: otherCookie },
    });
    expect(theirs.statusCode).toBe(404);
    await app.inject({
      method: 'DELETE',
      url: '/new_api/customer/cart/v2/delete-cart-all',
      headers: { cookie: otherCookie },
      payload: [mine],
    });
    expect(await count()).toBe(1);
    const form = await app.inject({
      method: 'POST',
      url: '/new_api/customer/order/v2/form',
      headers: { cookie: otherCookie },
      payload: { cartIdSet: [mine] },
    });
    expect(form.json()).toMatchObject({ code: '400', message: '주문할 상품이 없습니다.' });
    await clear();
  });

  it('lists a discontinued content apart from the totals and never orders it', async () => {
    const live = await createContent(app.db, { price: 4000 });
    const file = await createContent(app.db, { price: 6000 });
    await editCart(app, cookie, { itemId: live.itemId });
    await editCart(app, cookie, { itemId: file.itemId });
    const { mallItems } = await import('../catalog/catalog.tables');
    const { eq } = await import('drizzle-orm');
    await app.db.update(mallItems).set({ itemStatus: 'STOP' }).where(eq(mallItems.id, file.itemId));
    const cart = await cartList(app, cookie);
    expect(cart.contentInfo.contents.map((c: { itemStatus: string }) => c.itemStatus)).toEqual([
      'SALE',
      'STOP',
    ]);
    expect(cart.totalPaidAmount).toBe(4000);
    const ids = await cartIds(app, cookie);
    const form = await app.inject({
      method: 'POST',
      url: '/new_api/customer/order/v2/form',
      headers: { cookie },
      payload: { cartIdSet: ids },
    });
    expect(form.json().data).toMatchObject({
      totalPaidAmount: 4000,
      needsShipping: false,
      cartIdSet: [ids[0]],
    });
    await clear();
  });
});

describe('what a cart edit says it did', () => {
  it('tells a new content from one already in the cart, and a changed licence, options or count', async () => {
    const file = await createContent(app.db, { price: 5000 });
    const added = (await editCart(app, cookie, { itemId: file.itemId, quantity: 1 })).json();
    expect(added).toMatchObject({
      code: '200',
      message: '장바구니에 담았습니다.',
      data: { outcome: 'added', cartId: expect.any(Number) },
    });
    const again = (await editCart(app, cookie, { itemId: file.itemId, quantity: 1 })).json();
    expect(again).toMatchObject({
      code: '200',
      message: '이미 장바구니에 담긴 콘텐츠입니다.',
      data: { outcome: 'alreadyInCart', cartId: added.data.cartId },
    });

    const image = await createContent(app.db, {
      price: 3000,
      licenses: [
        { name: '일반', price: 3000 },
        { name: '확장', price: 8000 },
      ],
    });
    await editCart(app, cookie, { itemId: image.itemId, licenseId: image.licenseIds[0] });
    expect(
      (await editCart(app, cookie, { itemId: image.itemId, licenseId: image.licenseIds[1] })).json(),
    ).toMatchObject({
      message: '장바구니에 담긴 콘텐츠의 라이선스를 변경했습니다.',
      data: { outcome: 'licenseChanged' },
    });

    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const tree = await createProduct(app.db, {
      warehouseId,
      price: 8000,
      tree: [{ path: ['5학년', '상권'], stock: 9 }],
    });
    const line = { optionId: tree.treeOptionId, combinationId: tree.combinations.get('5학년/상권') };
    await editCart(app, cookie, { itemId: tree.itemId, productOptionList: [{ ...line, quantity: 1 }] });
    // The popup's 저장 replaces the lines: it says the options changed, not that something was added.
    expect(
      (
        await editCart(app, cookie, {
          itemId: tree.itemId,
          command: 'EDIT',
          productOptionList: [{ ...line, quantity: 3 }],
        })
      ).json(),
    ).toMatchObject({ message: '옵션을 변경했습니다.', data: { outcome: 'optionsChanged' } });
    const simple = await createProduct(app.db, { warehouseId, price: 8000, stock: 9 });
    await editCart(app, cookie, { itemId: simple.itemId, productStock: 1 });
    expect(
      (await editCart(app, cookie, { itemId: simple.itemId, command: 'EDIT', productStock: 4 })).json(),
    ).toMatchObject({ message: '수량을 변경했습니다.', data: { outcome: 'quantityChanged' } });
    expect((await editCart(app, cookie, { itemId: simple.itemId, command: 'DELETE' })).json()).toMatchObject({
      message: '삭제되었습니다.',
      data: { outcome: 'deleted', cartId: null },
    });
    await clear();
  });

  it('counts every unit of ADDs of one product sent at the same time', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const simple = await createProduct(app.db, { warehouseId, price: 1000, stock: 500 });
    // Rounds of parallel ADDs (a double tap, two tabs): each must see the units the others put in.
    for (let round = 0; round < 3; round += 1)
      await Promise.all(
        Array.from({ length: 4 }, () => editCart(app, cookie, { itemId: simple.itemId, productStock: 2 })),
      );
    const [row] = (await cartList(app, cookie)).productInfo.warehouses[0].products;
    expect(row).toMatchObject({ itemId: simple.itemId, productStock: 3 * 4 * 2 });
    await clear();
  });
});
