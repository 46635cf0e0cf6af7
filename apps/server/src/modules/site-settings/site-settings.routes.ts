import { apiEnvelope, businessDetailsSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSerialized } from '../../platform/http/envelope';
import type { BusinessDetailsCache } from './business-details-cache';

/** The site's settings everyone reads (edited in site-settings.admin-routes.ts). */
export const siteSettingRoutes: FastifyPluginAsyncZod<{ businessDetails: BusinessDetailsCache }> = async (
  app,
  { businessDetails },
) => {
  app.get(
    '/api/site-settings/business-details',
    {
      schema: {
        tags: ['site'],
        summary: '사업자 정보',
        description:
          'The supplier’s details of the footer: 상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 전화, 이메일, 고객센터 운영 시간, 호스팅 서비스 제공자 and the Fair Trade Commission’s page (ftcInfoUrl, {사업자등록번호} standing for the digits). The defaults until an administrator saves them. Revalidated by ETag (304 when unchanged).',
        response: {
          200: apiEnvelope(businessDetailsSchema),
          304: z.null().describe('unchanged since the ETag in If-None-Match: no body'),
        },
      },
    },
    async (request, reply) => {
      const { json, etag } = await businessDetails.get();
      // Browsers keep it and ask again on each page load: unchanged details cost an empty 304.
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return sendSerialized(reply, json);
    },
  );
};
