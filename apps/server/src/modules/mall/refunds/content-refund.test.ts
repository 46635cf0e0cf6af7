import { afterSaleMessages, contentWithdrawalMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { addContentFiles, createContent } from '../../../test/mall-factories';
import { buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { downloadUntilIdsCollide } from '../../../test/used-database';
import { mallContentAssets } from '../catalog/catalog.tables';
import { mallOrderContents } from '../contents/contents.tables';
import { mallOrders } from '../orders/orders.tables';

let app: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: buyer } });
const dayMs = 86_400_000;

/** A bought content of one file: its order number and its content-box entry. */
async function boughtContent() {
  const content = await createContent(app.db, { price: 5000, downloadPeriod: 30 });
  await addContentFiles(app.db, app.services.storage, content.itemId, [
    { name: '설교 원고.pdf', data: Buffer.from('%PDF-1.4 sermon') },
  ]);
  const oid = await buyItems(app, buyer, [{ itemId: content.itemId }]);
  const list = (await get('/new_api/customer/order/content/list')).json().data.orderContentList;
  const { orderContentId } = list.find((row: { oid: string }) => row.oid === oid);
  return { oid, orderContentId: orderContentId as number };
}

async function download(orderContentId: number) {
  const detail = (await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data;
  const fileId = detail.orderDownloadInfoList[0].orderDownloadId;
  const answer = await get(
    `/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${fileId}`,
  );
  expect(answer.statusCode).toBe(200);
}

/** The buyer asks the whole order back (contents are asked for with the whole order). */
async function ask(oid: string, reasonType = 'MIND_CHANGE', refundType = 'CANCEL') {
  const form = new FormData();
  form.append(
    'refund',
    JSON.stringify({ oid, refundType, reasonType, refundAll: true, title: '콘텐츠 환불' }),
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/new_api/customer/refund/new',
    headers: { cookie: buyer, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const requestsOf = async (oid: string) =>
  (await get(`/new_api/order/v2/sales/detail/${oid}`)).json().data.refundList as {
    refundId: number;
    refundStatus: string;
  }[];

const paidDaysAgo = (oid: string, days: number) =>
  app.db
    .update(mallOrders)
    .set({ paidAt: new Date(Date.now() - days * dayMs) })
    .where(eq(mallOrders.oid, oid));

const contentItemOf = async (orderContentId: number) =>
  (
    await app.db
      .select({ itemId: mallOrderContents.itemId })
      .from(mallOrderContents)
      .where(eq(mallOrderContents.id, orderContentId))
  )[0]?.itemId;

describe('contents of other members, on a database in use (issue 41)', () => {
  it('refunds a content never downloaded though another member’s download history has the same ids as order contents', async () => {
    await downloadUntilIdsCollide(app);

    // This buyer never downloaded theirs: within 7 days it goes back.
    const { oid, orderContentId } = await boughtContent();
    const detail = (await get(`/new_api/customer/order/v2/order-result/${oid}`)).json().data;
    expect(detail.contentList[0]).toMatchObject({ downloaded: false });
    const asked = await ask(oid);
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await requestsOf(oid);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/refunds/${request?.refundId}/approve`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(approved.json().contents).toEqual({ status: 'REFUND_PAID', amount: 5000 });
    expect((await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data).toMatchObject({
      orderContentStatus: 'REFUNDED',
    });
  });
});

describe('asking a content back (청약철회)', () => {
  it('refuses an exchange or a return of an order of contents only: its contents are cancelled', async () => {
    const { oid } = await boughtContent();
    for (const refundType of ['EXCHANGE', 'PAYBACK']) {
      const refused = await ask(oid, 'MIND_CHANGE', refundType);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(afterSaleMessages.refundContentsCancelOnly);
    }
    expect(afterSaleMessages.refundContentsCancelOnly).toBe(
      '디지털 콘텐츠는 교환·반품할 수 없습니다. 취소(청약철회)로 신청해 주세요.',
    );
    expect(await requestsOf(oid)).toEqual([]);
    expect((await ask(oid)).statusCode).toBe(200);
  });

  it('takes a request for a content never downloaded within 7 days; the administrator approves it and the content leaves the box', async () => {
    const { oid, orderContentId } = await boughtContent();
    await paidDaysAgo(oid, 6);
    const detail = (await get(`/new_api/customer/order/v2/order-result/${oid}`)).json().data;
    expect(detail.contentList[0]).toMatchObject({ downloaded: false });
    expect(detail.contentList[0].paidAt).toEqual(expect.any(String));

    const asked = await ask(oid);
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await requestsOf(oid);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/refunds/${request?.refundId}/approve`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(approved.json().contents).toEqual({ status: 'REFUND_PAID', amount: 5000 });
    const entry = (await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data;
    expect(entry).toMatchObject({ orderContentStatus: 'REFUNDED', downloadable: false });
  });

  it('refuses a downloaded content with its own message, unless its file is defective', async () => {
    const { oid, orderContentId } = await boughtContent();
    await download(orderContentId);
    const detail = (await get(`/new_api/customer/order/v2/order-result/${oid}`)).json().data;
    expect(detail.contentList[0]).toMatchObject({ downloaded: true });

    const refused = await ask(oid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(contentWithdrawalMessages.downloaded);
    expect(await requestsOf(oid)).toEqual([]);
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    expect(order?.status).toBe('ORDER_DONE');

    const defective = await ask(oid, 'DAMAGE');
    expect(defective.statusCode, defective.body).toBe(200);
    expect((await requestsOf(oid))[0]?.refundStatus).toBe('REFUND_REQUESTED');
  });

  it('keeps a content asked back from downloading until the request is decided, and gives the files back when it is withdrawn', async () => {
    const { oid, orderContentId } = await boughtContent();
    expect((await ask(oid)).statusCode).toBe(200);
    const entry = (await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data;
    expect(entry).toMatchObject({ askedBack: true, downloadable: false, orderDownloadInfoList: [] });
    const [asset] = await app.db
      .select({ id: mallContentAssets.id })
      .from(mallContentAssets)
      .where(eq(mallContentAssets.itemId, (await contentItemOf(orderContentId)) ?? 0));
    for (const url of [
      `/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${asset?.id}`,
      `/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message ?? refused.json().err_msg).toBe(afterSaleMessages.contentAskedBack);
    }
    // Withdrawn: the content downloads again.
    const [request] = await requestsOf(oid);
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/new_api/customer/refund/${request?.refundId}/withdraw`,
      headers: { cookie: buyer },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data).toMatchObject({
      askedBack: false,
      downloadable: true,
    });
    await download(orderContentId);
  });

  it('refuses a content not downloaded after 7 days, and a defective one after a month', async () => {
    const late = await boughtContent();
    await paidDaysAgo(late.oid, 8);
    const refused = await ask(late.oid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(contentWithdrawalMessages.withdrawalPeriodOver);
    // A defective file may still be asked back within the month.
    expect((await ask(late.oid, 'DAMAGE')).statusCode).toBe(200);

    const older = await boughtContent();
    await paidDaysAgo(older.oid, 32);
    const defective = await ask(older.oid, 'DAMAGE');
    expect(defective.statusCode).toBe(400);
    expect(defective.json().message).toBe(contentWithdrawalMessages.defectPeriodOver);
  });
});

describe('a download and a request asking the content back at the same instant (issue 41)', () => {
  it('lets one of them through, never both', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { oid, orderContentId } = await boughtContent();
      const detail = (await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data;
      const url =
        round % 2 === 0
          ? `/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${detail.orderDownloadInfoList[0].orderDownloadId}`
          : `/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`;
      const [downloaded, asked] = await Promise.all([get(url), ask(oid)]);
      expect(
        [downloaded.statusCode, asked.statusCode].filter((code) => code === 200),
        `round ${round}`,
      ).toHaveLength(1);
      if (asked.statusCode !== 200) continue;
      // Asked back first: the approval refunds a content that never left.
      const [request] = await requestsOf(oid);
      const approved = await app.inject({
        method: 'POST',
        url: `/api/admin/mall/refunds/${request?.refundId}/approve`,
        headers: { cookie: admin },
        payload: {},
      });
      expect(approved.json().contents).toEqual({ status: 'REFUND_PAID', amount: 5000 });
      expect((await get(url)).statusCode).toBe(403);
    }
  });
});
