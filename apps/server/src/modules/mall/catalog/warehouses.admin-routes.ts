import { apiEnvelope, brandEditSchema, brandSchema, warehouseEditSchema, warehouseSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { ok, refusals } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { listBrands, listWarehouses, saveBrand, saveWarehouse } from './warehouses-brands';

const tags = ['admin'];

/** The warehouses goods ship from and the brands items carry, for the administration. */
export const warehouseAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/mall/warehouses',
    {
      schema: {
        tags,
        summary: '창고 목록',
        description:
          'The warehouses goods ship from, with their delivery rule and how many items ship from each.',
        response: { 200: apiEnvelope(z.array(warehouseSchema)), ...refusals(401, 403) },
      },
    },
    async (_request) => {
      return ok(await listWarehouses(db));
    },
  );

  const warehouseSchemaOf = (summary: string) => ({
    tags,
    summary,
    description:
      'A warehouse’s name, courier, delivery fee, free-delivery threshold (free when the selected goods cost more) and additional fee; audited. Orders keep the fee they were placed with.',
    body: warehouseEditSchema,
    response: {
      200: apiEnvelope(z.object({ warehouseId: z.number().int() })),
      ...refusals(400, 401, 403, 404),
    },
  });
  app.post('/api/admin/mall/warehouses', { schema: warehouseSchemaOf('창고 등록') }, async (request) => {
    const actor = await requireAdmin(request);
    return ok({
      warehouseId: await saveWarehouse({ db, actor, warehouseId: undefined, values: request.body }),
    });
  });
  app.put(
    '/api/admin/mall/warehouses/:warehouseId',
    { schema: { ...warehouseSchemaOf('창고 수정'), params: idParam('warehouseId') } },
    async (request) => {
      const actor = await requireAdmin(request);
      const { warehouseId } = request.params;
      return ok({ warehouseId: await saveWarehouse({ db, actor, warehouseId, values: request.body }) });
    },
  );

  app.get(
    '/api/admin/mall/brands',
    {
      schema: {
        tags,
        summary: '브랜드 목록',
        description: 'The brands, with how many items carry each.',
        response: { 200: apiEnvelope(z.array(brandSchema)), ...refusals(401, 403) },
      },
    },
    async (_request) => {
      return ok(await listBrands(db));
    },
  );

  const brandSchemaOf = (summary: string) => ({
    tags,
    summary,
    description: 'A brand’s name; audited.',
    body: brandEditSchema,
    response: {
      200: apiEnvelope(z.object({ brandId: z.number().int() })),
      ...refusals(400, 401, 403, 404),
    },
  });
  app.post('/api/admin/mall/brands', { schema: brandSchemaOf('브랜드 등록') }, async (request) => {
    const actor = await requireAdmin(request);
    return ok({ brandId: await saveBrand({ db, actor, brandId: undefined, values: request.body }) });
  });
  app.put(
    '/api/admin/mall/brands/:brandId',
    { schema: { ...brandSchemaOf('브랜드 수정'), params: idParam('brandId') } },
    async (request) => {
      const actor = await requireAdmin(request);
      const { brandId } = request.params;
      return ok({ brandId: await saveBrand({ db, actor, brandId, values: request.body }) });
    },
  );
};
