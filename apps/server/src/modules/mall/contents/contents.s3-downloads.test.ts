import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { startLocalS3 } from '../../../test/local-s3';
import { logInAs } from '../../../test/log-in-as';
import { addContentFiles, createContent } from '../../../test/mall-factories';
import { buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { zipEntries } from '../../../test/zip-entries';
import { mallContentAssets } from '../catalog/catalog.tables';

// Bought contents on STORAGE_URL=s3://… (the local S3 server): the permission check and the download
// history stay ours, then the buyer is sent (302) to a signed address of the bucket, valid a minute,
// so that no server process carries the file. A zip of several files is still streamed.

const folder = mkdtempSync(join(tmpdir(), 'edu-s3-downloads-'));
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let app: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  s3 = await startLocalS3(folder);
  app = await createTestApp({ storageUrl: s3.storageUrl });
  ({ cookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
});
afterAll(async () => {
  await app.dispose();
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, who = cookie) => app.inject({ method: 'GET', url, headers: { cookie: who } });

async function boughtContent(files: { name: string; data: Buffer }[]) {
  const content = await createContent(app.db, { price: 5000, downloadPeriod: 30 });
  await addContentFiles(app.db, app.services.storage, content.itemId, files);
  const oid = await buyItems(app, cookie, [{ itemId: content.itemId }]);
  const list = (await get('/new_api/customer/order/content/list')).json().data;
  const entry = list.orderContentList.find((row: { oid: string }) => row.oid === oid);
  const detail = (await get(`/new_api/customer/order/content/one/${entry.orderContentId}`)).json().data;
  return {
    orderContentId: entry.orderContentId as number,
    fileIds: detail.orderDownloadInfoList.map(
      (file: { orderDownloadId: number }) => file.orderDownloadId,
    ) as number[],
  };
}

const history = async () =>
  (await get('/new_api/download/history/list')).json().data.downloadHistoryList as {
    orderContentId: number;
    downloadType: string;
    fileName: string;
  }[];

describe('bought contents in a bucket', () => {
  it('sends the buyer to a short-lived signed address that gives the file under its Korean name, and records the download', async () => {
    const files = [
      { name: '부활절 설교 원고.pdf', data: randomBytes(70_000) },
      { name: 'slides.pptx', data: randomBytes(20_000) },
    ];
    const { orderContentId, fileIds } = await boughtContent(files);

    const one = await get(
      `/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${fileIds[0]}`,
    );
    expect(one.statusCode).toBe(302);
    expect(one.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(one.headers.location));
    expect(location.origin).toBe(new URL(String(new URL(s3.storageUrl).searchParams.get('endpoint'))).origin);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60');

    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(files[0]?.data as Buffer)).toBe(true);
    expect(fetched.headers.get('content-disposition')).toBe(
      `attachment; filename="___ __ __.pdf"; filename*=UTF-8''${encodeURIComponent('부활절 설교 원고.pdf')}`,
    );
    expect((await history())[0]).toMatchObject({
      orderContentId,
      downloadType: 'ONE',
      fileName: '부활절 설교 원고.pdf',
    });
    const after = (await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data;
    expect(after.orderContentStatus).toBe('DOWNLOAD_DOING');

    // Several files: still one zip, streamed by the server.
    const zip = await get(`/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const inside = zipEntries(zip.rawPayload);
    for (const file of files) expect(inside.get(file.name)?.equals(file.data)).toBe(true);
  });

  it('sends a zip of one file to that file’s signed address, recorded as the zip asked for', async () => {
    const data = randomBytes(30_000);
    const { orderContentId } = await boughtContent([{ name: '주보 양식.hwp', data }]);
    const zip = await get(`/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`);
    expect(zip.statusCode).toBe(302);
    const fetched = await fetch(String(zip.headers.location));
    expect(Buffer.from(await fetched.arrayBuffer()).equals(data)).toBe(true);
    expect((await history())[0]).toMatchObject({
      orderContentId,
      downloadType: 'ZIP',
      fileName: '주보 양식.hwp',
    });
  });

  it('gives no address to anyone but the buyer, and records nothing for them', async () => {
    const { orderContentId, fileIds } = await boughtContent([{ name: 'a.pdf', data: randomBytes(100) }]);
    const before = (await history()).length;
    const one = `/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${fileIds[0]}`;
    const zip = `/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`;
    for (const url of [one, zip]) {
      const other = await get(url, otherCookie);
      expect(other.statusCode).toBe(404);
      expect(other.headers.location).toBeUndefined();
      const visitor = await app.inject({ method: 'GET', url });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.headers.location).toBeUndefined();
    }
    expect((await history()).length).toBe(before);
  });

  it('answers 404 (not a redirect to the bucket’s error) for a file gone from the bucket', async () => {
    const { orderContentId, fileIds } = await boughtContent([{ name: 'gone.pdf', data: randomBytes(100) }]);
    const [asset] = await app.db
      .select({ key: mallContentAssets.storageKey })
      .from(mallContentAssets)
      .where(eq(mallContentAssets.id, fileIds[0] ?? 0));
    await app.services.storage.removePrivate(asset?.key ?? '');
    const one = await get(
      `/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${fileIds[0]}`,
    );
    expect(one.statusCode).toBe(404);
    expect(one.headers.location).toBeUndefined();
  });
});
