import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from every route's zod schemas, and its page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '하나바이블 교회교육 API',
        description:
          '`/api` answers `{err_code, err_msg, contents}` (err_code 0 = success); `/new_api` and the recovery calls answer `{code, message, data}` (code "200" = success).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    // The UI page gets its own policy (it needs https styles for nothing here): same-origin only.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(' validator.swagger.io', '').replace(' upgrade-insecure-requests;', ''),
  });
}
