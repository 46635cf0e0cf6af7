import { apiEnvelope, conferenceListSchema, conferenceSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error';
import { refusals, sendSerialized } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { ConferenceCatalog } from './conference-catalog';

const listAnswer = { 200: apiEnvelope(conferenceListSchema) };

/** Public conference reads. */
export const conferenceRoutes: FastifyPluginAsyncZod<{ catalog: ConferenceCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/api/conferences',
    {
      schema: {
        tags: ['conferences'],
        summary: '컨퍼런스 목록 (세션 포함)',
        description:
          'Published conferences, newest first, each with its visible session rows (conferenceDetailList).',
        response: listAnswer,
      },
    },
    async (_request, reply) => sendSerialized(reply, await catalog.publishedListJson()),
  );

  app.get(
    '/api/conference/list',
    {
      schema: {
        tags: ['conferences'],
        summary: '컨퍼런스 목록',
        description: 'The same list as GET /api/conferences, kept under the path the old pages call.',
        response: listAnswer,
      },
    },
    async (_request, reply) => sendSerialized(reply, await catalog.publishedListJson()),
  );

  app.get(
    '/api/conference/:idx',
    {
      schema: {
        tags: ['conferences'],
        summary: '컨퍼런스 상세 (세션 포함)',
        description: 'One published conference with its visible session rows; 404 when there is none.',
        params: idParam('idx'),
        response: { 200: apiEnvelope(conferenceSchema), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const json = await catalog.publishedConferenceJson(request.params.idx);
      if (!json) throw notFound('컨퍼런스를 찾을 수 없습니다.');
      return sendSerialized(reply, json);
    },
  );
};
