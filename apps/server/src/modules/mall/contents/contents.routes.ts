import {
  dateRangePageQuerySchema,
  downloadHistoryListSchema,
  downloadOneQuerySchema,
  downloadZipQuerySchema,
  newApiEnvelope,
  orderContentCountSchema,
  orderContentDetailSchema,
  orderContentListSchema,
  orderMessages,
} from '@edu/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { newApiRefusals, okNew } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { sendDownload } from '../../../platform/http/send-download';
import { perCredential } from '../../accounts';
import type { FileStorage } from '../../storage';
import { listDownloadHistory } from './download-history';
import { countDownloadableContents } from './downloadable-count';
import { downloadOne, downloadZip } from './downloads';
import { getOrderContent, listOrderContents } from './order-contents';

const tags = ['mall contents'];
const member = (request: Parameters<typeof requireMember>[0]) =>
  requireMember(request, orderMessages.loginRequired);
/** To a bucket's signed address, which must not be cached or replayed from a shared cache. */
const sendToSignedUrl = (reply: FastifyReply, url: string) =>
  reply.header('cache-control', 'private, no-store').redirect(url, 302);
const downloadLimit = { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perCredential } };

/** The member's content box, the downloads of what they bought, and their history (mall.md §7). */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/new_api/customer/order/content/list',
    {
      schema: {
        tags,
        summary: '콘텐츠함',
        description:
          'The caller’s bought contents placed in the Korean days asked (the last 14 by default), newest first, 10 a page, with their download period and whether they can be downloaded now.',
        querystring: dateRangePageQuerySchema,
        response: { 200: newApiEnvelope(orderContentListSchema), ...newApiRefusals(400, 401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await listOrderContents({ db, memberIdx, query: request.query }));
    },
  );

  app.get(
    '/new_api/customer/order/content/count',
    {
      schema: {
        tags,
        summary: '내려받을 수 있는 콘텐츠 수',
        description:
          'How many of the caller’s bought contents can be downloaded now (paid, not expired), whatever their date: the withdrawal page warns that they are lost.',
        response: { 200: newApiEnvelope(orderContentCountSchema), ...newApiRefusals(401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await countDownloadableContents({ db, memberIdx }));
    },
  );

  app.get(
    '/new_api/customer/order/content/one/:ocid',
    {
      schema: {
        tags,
        summary: '콘텐츠 상세',
        description:
          'One of the caller’s bought contents; its files and video links only while it can be downloaded (paid, not expired). 404 for anyone else’s.',
        params: idParam('ocid'),
        response: { 200: newApiEnvelope(orderContentDetailSchema), ...newApiRefusals(401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await getOrderContent({ db, memberIdx, orderContentId: request.params.ocid }));
    },
  );

  app.get(
    '/new_api/customer/order/content/download/one',
    {
      config: downloadLimit,
      schema: {
        tags,
        summary: '파일 다운로드',
        description:
          'One file of the caller’s bought content, its Korean name in Content-Disposition (RFC 5987 filename*): streamed from local storage, or, with STORAGE_URL=s3://…, a 302 to a signed address of the bucket valid for a minute (the bucket answers the same name). Recorded in the download history either way. 403 before payment or after the download period, 404 for anyone else’s.',
        querystring: downloadOneQuerySchema,
        response: newApiRefusals(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { memberIdx } = await member(request);
      const file = await downloadOne({ db, storage, memberIdx, ...request.query });
      if ('url' in file) return sendToSignedUrl(reply, file.url);
      return sendDownload(reply, file);
    },
  );

  app.get(
    '/new_api/customer/order/content/download/zip',
    {
      config: downloadLimit,
      schema: {
        tags,
        summary: '전체 파일 다운로드 (zip)',
        description:
          'Streams every file of the caller’s bought content as one zip, built while it is sent (never held in memory); a content of a single file in an S3 bucket answers 302 to that file’s signed address instead. Recorded in the download history. 403 before payment or after the download period, 404 for anyone else’s.',
        querystring: downloadZipQuerySchema,
        response: newApiRefusals(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { memberIdx } = await member(request);
      const zip = await downloadZip({
        db,
        storage,
        log: request.log,
        memberIdx,
        orderContentId: request.query.orderContentId,
      });
      if ('url' in zip) return sendToSignedUrl(reply, zip.url);
      return sendDownload(reply, { name: zip.name, stream: zip.stream, type: 'application/zip' });
    },
  );

  app.get(
    '/new_api/download/history/list',
    {
      schema: {
        tags,
        summary: '다운로드 내역',
        description:
          'The caller’s downloads in the Korean days asked (the last 14 by default), newest first, 10 a page.',
        querystring: dateRangePageQuerySchema,
        response: { 200: newApiEnvelope(downloadHistoryListSchema), ...newApiRefusals(400, 401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await listDownloadHistory({ db, memberIdx, query: request.query }));
    },
  );
};
