import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { addContentFiles, createContent } from '../../../test/mall-factories';
import { buyItems, cartIds, editCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { decideInSimulator } from '../../../test/payment-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { zipEntries } from '../../../test/zip-entries';
import { mallOrderContents } from './contents.tables';

let app: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

const get = (url: string, who = cookie) => app.inject({ method: 'GET', url, headers: { cookie: who } });

/** A bought content of two files (one with a Korean name); answers its content-box entry and files. */
async function boughtContent(options: { downloadPeriod?: number } = {}) {
  const content = await createContent(app.db, { price: 5000, downloadPeriod: options.downloadPeriod ?? 30 });
  const files = [
    { name: '부활절 설교 원고.pdf', data: randomBytes(70_000) },
    { name: 'slides.pptx', data: randomBytes(120_000) },
  ];
  await addContentFiles(app.db, app.services.storage, content.itemId, files);
  const oid = await buyItems(app, cookie, [{ itemId: content.itemId }]);
  const list = (await get('/new_api/customer/order/content/list')).json().data;
  const entry = list.orderContentList.find((row: { oid: string }) => row.oid === oid);
  return { ...content, oid, entry, files };
}

describe('the content box', () => {
  it('lists a paid content, streams each file with its Korean name and all of them as one zip, and records each download', async () => {
    const { entry, files } = await boughtContent();
    expect(entry).toMatchObject({
      orderContentStatus: 'CREATE_DONE',
      downloadable: true,
      unlimited: false,
      expired: false,
      reviewed: false,
    });
    const detail = (await get(`/new_api/customer/order/content/one/${entry.orderContentId}`)).json().data;
    expect(
      detail.orderDownloadInfoList.map((file: { orderDownloadName: string }) => file.orderDownloadName),
    ).toEqual(files.map((file) => file.name));

    const first = detail.orderDownloadInfoList[0];
    const one = await get(
      `/new_api/customer/order/content/download/one?orderContentId=${entry.orderContentId}&orderDownloadId=${first.orderDownloadId}`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toBe(
      `attachment; filename="___ __ __.pdf"; filename*=UTF-8''${encodeURIComponent('부활절 설교 원고.pdf')}`,
    );
    expect(one.rawPayload.equals(files[0]?.data as Buffer)).toBe(true);

    const zip = await get(
      `/new_api/customer/order/content/download/zip?orderContentId=${entry.orderContentId}`,
    );
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const inside = zipEntries(zip.rawPayload);
    expect([...inside.keys()]).toEqual(files.map((file) => file.name));
    for (const file of files) expect(inside.get(file.name)?.equals(file.data)).toBe(true);

    const history = (await get('/new_api/download/history/list')).json().data.downloadHistoryList;
    expect(history.slice(0, 2).map((row: { downloadType: string }) => row.downloadType)).toEqual([
      'ZIP',
      'ONE',
    ]);
    expect(history[1]).toMatchObject({
      orderContentId: entry.orderContentId,
      fileName: '부활절 설교 원고.pdf',
    });
    const after = (await get(`/new_api/customer/order/content/one/${entry.orderContentId}`)).json().data;
    expect(after.orderContentStatus).toBe('DOWNLOAD_DOING');
  });

  it('refuses a download to another member, after the period, and before the payment', async () => {
    const { entry } = await boughtContent();
    const zipUrl = `/new_api/customer/order/content/download/zip?orderContentId=${entry.orderContentId}`;
    expect((await get(zipUrl, otherCookie)).statusCode).toBe(404);
    expect(
      (await get(`/new_api/customer/order/content/one/${entry.orderContentId}`, otherCookie)).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: zipUrl })).statusCode).toBe(401);

    await app.db
      .update(mallOrderContents)
      .set({ downloadExpiration: new Date(Date.now() - 60_000) })
      .where(eq(mallOrderContents.id, entry.orderContentId));
    const expired = await get(zipUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('다운로드할 수 없습니다.');
    const detail = (await get(`/new_api/customer/order/content/one/${entry.orderContentId}`)).json().data;
    expect(detail).toMatchObject({ expired: true, downloadable: false, orderDownloadInfoList: [] });

    // A virtual account not yet deposited: the content waits as NOT_PAID.
    const content = await createContent(app.db, { price: 7000 });
    await addContentFiles(app.db, app.services.storage, content.itemId, [
      { name: 'a.txt', data: Buffer.from('a') },
    ]);
    await editCart(app, cookie, { itemId: content.itemId });
    const placed = (
      await placeOrder(app, cookie, orderBody(await cartIds(app, cookie), { gopaymethod: 'VBank' }))
    ).json().data;
    await decideInSimulator(app, { device: 'pc', fields: placed.form.fields, decision: 'approve' });
    const list = (await get('/new_api/customer/order/content/list')).json().data.orderContentList;
    const waiting = list.find((row: { oid: string }) => row.oid === placed.oid);
    expect(waiting).toMatchObject({
      orderContentStatus: 'NOT_PAID',
      downloadable: false,
      downloadExpiration: null,
    });
    expect(
      (await get(`/new_api/customer/order/content/download/zip?orderContentId=${waiting.orderContentId}`))
        .statusCode,
    ).toBe(403);
  });

  it('shows an unlimited period for a content without one, and refuses a range that ends before it starts', async () => {
    const { entry } = await boughtContent({ downloadPeriod: 0 });
    expect(entry).toMatchObject({ unlimited: true, expired: false, downloadable: true });
    const reversed = await get(
      '/new_api/customer/order/content/list?startDate=2026-11-20&endDate=2026-11-01',
    );
    expect(reversed.json()).toMatchObject({ code: '400', message: '시작일이 종료일보다 늦습니다.' });
  });

  it('counts the contents a member can still download, for the withdrawal warning', async () => {
    const buyer = (await logInAs(app, await createMember(app.db))).cookie;
    const countOf = async () =>
      (await get('/new_api/customer/order/content/count', buyer)).json().data.downloadable;
    expect(await countOf()).toBe(0);
    const first = await createContent(app.db, { price: 1000, downloadPeriod: 30 });
    const second = await createContent(app.db, { price: 1000, downloadPeriod: 0 });
    await buyItems(app, buyer, [{ itemId: first.itemId }, { itemId: second.itemId }]);
    expect(await countOf()).toBe(2);
    // An expired one is lost already; the unlimited one still counts.
    await app.db
      .update(mallOrderContents)
      .set({ downloadExpiration: new Date(Date.now() - 1000) })
      .where(eq(mallOrderContents.itemId, first.itemId));
    expect(await countOf()).toBe(1);
    expect(
      (await app.inject({ method: 'GET', url: '/new_api/customer/order/content/count' })).statusCode,
    ).toBe(401);
  });

  it('says which licence an image content was bought under, and none for other contents', async () => {
    const image = await createContent(app.db, {
      price: 3000,
      licenses: [
        { name: '개인용', price: 3000 },
        { name: '교회 단체용', price: 9000 },
      ],
    });
    const oid = await buyItems(app, cookie, [{ itemId: image.itemId, licenseId: image.licenseIds[1] }]);
    const list = (await get('/new_api/customer/order/content/list')).json().data;
    const bought = list.orderContentList.find((row: { oid: string }) => row.oid === oid);
    const detail = (await get(`/new_api/customer/order/content/one/${bought.orderContentId}`)).json().data;
    expect(detail.licenseName).toBe('교회 단체용');

    const { entry } = await boughtContent();
    const file = (await get(`/new_api/customer/order/content/one/${entry.orderContentId}`)).json().data;
    expect(file.licenseName).toBeNull();
  });
});
