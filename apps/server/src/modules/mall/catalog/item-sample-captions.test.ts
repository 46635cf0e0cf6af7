import { type ItemEdit, itemEditSchema, mallItemAdminMessages as say } from '@edu/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { multipart } from '../../../test/multipart';
import { testNotices } from '../../../test/product-notices';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallItems } from './catalog.tables';

let app: TestApp;
let admin: string;
let categoryId: number;
let videoSample: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload !== undefined && { payload: payload as object }),
  });

function upload(purpose: string, data: Buffer, filename: string, contentType = 'application/octet-stream') {
  const body = multipart([{ name: 'file', value: data, filename, contentType }]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/mall/uploads?purpose=${purpose}`,
    headers: { cookie: admin, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A real caption track: a BOM, the signature line with a header, two Korean cues. */
const captions = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from(
    'WEBVTT - 부활절 영상\n\n00:00.000 --> 00:02.000\n빈 무덤의 아침입니다.\n\n00:02.000 --> 00:04.500\n예수님이 살아나셨어요!\n',
  ),
]);
/** The first bytes of a WebM (EBML header): what the server stores as a video sample. */
const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]);

/** A video content on sale with a video sample and none of its text alternatives. */
const videoEdit = (overrides: Partial<ItemEdit> = {}): ItemEdit => ({
  itemType: 'CONTENT',
  contentType: 'VIDEO',
  itemKind: '절기자료',
  title: '부활절 어린이 예배 영상',
  tags: [],
  categoryId,
  brandId: null,
  warehouseId: null,
  regularPrice: 5000,
  sellingPrice: 5000,
  isFree: false,
  downloadPeriod: 90,
  solarTerm: null,
  description: '',
  usageGuide: '',
  copyrightInfo: '',
  itemStatus: 'SALE',
  productNotice: testNotices.content,
  thumbnailLink: null,
  sampleLink: videoSample,
  sampleCaptionLink: null,
  sampleTranscript: '',
  sampleWithoutSpeech: false,
  productStock: null,
  tree: null,
  writing: [],
  licenses: [],
  assets: [],
  bibles: [],
  relatedItemIds: [],
  ...overrides,
});

const itemCount = async () => (await app.db.select({ n: count() }).from(mallItems))[0]?.n ?? 0;
const created = async (edit: ItemEdit) => {
  const answer = await call('POST', '/api/admin/mall/items', edit);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().contents.itemId as number;
};
const catalogue = async (itemId: number) =>
  (await app.inject({ method: 'GET', url: `/new_api/customer/item/${itemId}` })).json().data;
const stored = async (itemId: number) =>
  (await app.db.select().from(mallItems).where(eq(mallItems.id, itemId)))[0];

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  const category = await call('POST', '/api/admin/mall/categories', {
    name: '절기',
    parentId: null,
    icon: null,
    sort: 1,
  });
  categoryId = category.json().contents.categoryId;
  videoSample = (await upload('sample', webm(), '미리보기.webm', 'video/webm')).json().contents.path;
});
afterAll(() => app.dispose());

describe('a sample’s caption track (WebVTT upload)', () => {
  it('stores a real WebVTT file publicly and serves it as UTF-8 text/vtt under the uploads policy', async () => {
    const answer = await upload('caption', captions, '부활절 자막.vtt', 'text/vtt');
    expect(answer.statusCode, answer.body).toBe(200);
    const { path, name, bytes } = answer.json().contents;
    expect(path).toMatch(/^\/uploads\/mall\/captions\/\d{4}\/\d{2}\/[0-9a-f-]+\.vtt$/);
    expect({ name, bytes }).toEqual({ name: '부활절 자막.vtt', bytes: captions.length });
    const served = await app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(captions)).toBe(true);
    // The signature line alone, without a BOM or a header, is WebVTT too.
    expect((await upload('caption', Buffer.from('WEBVTT\r\n\r\n'), 'a.vtt')).statusCode).toBe(200);
  });

  it('refuses anything else renamed .vtt, and a track over 1 MB', async () => {
    const fakes = [
      Buffer.from('<script>alert(1)</script>\nWEBVTT\n'),
      Buffer.from('WEBVTTX\n\n00:00.000 --> 00:01.000\n안녕\n'),
      Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nSRT 자막\n'),
      Buffer.concat([Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n'), Buffer.from([0xbf, 0xc0, 0x0a])]),
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n\u0000\n'),
      webm(),
    ];
    for (const fake of fakes) {
      const answer = await upload('caption', fake, '자막.vtt', 'text/vtt');
      expect(answer.statusCode, fake.toString('latin1')).toBe(400);
      expect(answer.json().err_msg).toBe(say.captionType);
    }
    const huge = Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(1024 * 1024, 0x61)]);
    expect((await upload('caption', huge, '긴 자막.vtt')).json().err_msg).toBe(say.fileTooLarge(1));
    // A caption is not a sample either: the sample's own kinds stay what they were.
    expect((await upload('sample', captions, '자막.vtt')).json().err_msg).toBe(say.sampleType);
  });
});

describe('a sound or video sample on sale says what is spoken in it (KWCAG 1.2.1)', () => {
  it('refuses an item on sale with a video sample and none of captions, transcript or the no-speech mark, changing nothing', async () => {
    const before = await itemCount();
    for (const edit of [
      videoEdit(),
      videoEdit({ sampleTranscript: ' \n\t ' }),
      // A caller that knows nothing of the new fields is held to the rule too.
      itemEditSchema.parse({ ...videoEdit(), sampleCaptionLink: undefined, sampleTranscript: undefined }),
    ]) {
      const answer = await call('POST', '/api/admin/mall/items', edit);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ err_code: expect.any(Number), err_msg: say.sampleTextRequired });
    }
    expect(await itemCount()).toBe(before);

    // A stopped item may wait for them; putting it on sale, by the form or from the list, may not.
    const itemId = await created(videoEdit({ itemStatus: 'STOP', title: '준비 중인 영상' }));
    const row = await stored(itemId);
    const audit = (await app.auditEntries(`mall-item:${itemId}`)).length;
    const resumed = await call('PUT', `/api/admin/mall/items/${itemId}/status`, { itemStatus: 'SALE' });
    expect(resumed.statusCode).toBe(400);
    expect(resumed.json().err_msg).toBe(say.sampleTextRequired);
    const saved = await call('PUT', `/api/admin/mall/items/${itemId}`, videoEdit({ title: '바뀐 제목' }));
    expect(saved.json().err_msg).toBe(say.sampleTextRequired);
    expect(await stored(itemId)).toEqual(row);
    expect(await app.auditEntries(`mall-item:${itemId}`)).toHaveLength(audit);
  });

  it('puts it on sale with a caption track, or a transcript, or the no-speech mark, and the item page carries them', async () => {
    const caption = (await upload('caption', captions, '자막.vtt')).json().contents.path as string;
    const withCaptions = await created(videoEdit({ sampleCaptionLink: caption }));
    const withTranscript = await created(
      videoEdit({ sampleTranscript: '  해설: 여인들이 무덤으로 갔어요.\n천사: 그분은 살아나셨느니라.\n' }),
    );
    const withoutSpeech = await created(videoEdit({ sampleWithoutSpeech: true }));

    expect(await catalogue(withCaptions)).toMatchObject({
      itemStatus: 'SALE',
      sampleLink: videoSample,
      sampleCaptionLink: caption,
      sampleTranscript: null,
    });
    // Kept with its line breaks (the page shows them), the ends trimmed.
    expect(await catalogue(withTranscript)).toMatchObject({
      sampleCaptionLink: null,
      sampleTranscript: '해설: 여인들이 무덤으로 갔어요.\n천사: 그분은 살아나셨느니라.',
    });
    expect(await catalogue(withoutSpeech)).toMatchObject({ sampleCaptionLink: null, sampleTranscript: null });

    // The form reads them back as it sends them; the list can stop and resume such an item.
    const form = (await call('GET', `/api/admin/mall/items/${withoutSpeech}`)).json().contents;
    expect(form).toMatchObject({
      sampleCaptionLink: null,
      sampleTranscript: null,
      sampleWithoutSpeech: true,
    });
    expect(
      (await call('PUT', `/api/admin/mall/items/${withoutSpeech}`, itemEditSchema.parse(form))).statusCode,
    ).toBe(200);
    for (const itemStatus of ['STOP', 'SALE'])
      expect(
        (await call('PUT', `/api/admin/mall/items/${withCaptions}/status`, { itemStatus })).statusCode,
      ).toBe(200);
  });

  it('asks nothing of a picture sample, drops captions sent with one, and takes only .vtt uploads as captions', async () => {
    const picture = await created(
      videoEdit({
        contentType: 'FILE',
        sampleLink: '/uploads/mall/previews/a.jpg',
        sampleCaptionLink: '/uploads/mall/captions/a.vtt',
        sampleTranscript: '사진에는 대본이 없습니다.',
        sampleWithoutSpeech: true,
      }),
    );
    expect(await stored(picture)).toMatchObject({
      sampleCaptionLink: null,
      sampleTranscript: null,
      sampleWithoutSpeech: false,
    });
    for (const sampleCaptionLink of [
      'https://evil.example/a.vtt',
      '/uploads/mall/../secret.vtt',
      videoSample,
    ])
      expect(
        (await call('POST', '/api/admin/mall/items', videoEdit({ sampleCaptionLink }))).json().err_msg,
      ).toBe(say.uploadMissing);
    const tooLong = videoEdit({ sampleTranscript: '가'.repeat(20_001) });
    expect((await call('POST', '/api/admin/mall/items', tooLong)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/mall/items', videoEdit({ sampleTranscript: '가'.repeat(20_000) })))
        .statusCode,
    ).toBe(200);
  });
});
