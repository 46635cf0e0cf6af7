import {
  apiEnvelope,
  businessDetailsEditSchema,
  businessDetailsMessages,
  businessDetailsSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { saveBusinessDetails } from './business-details';
import type { BusinessDetailsCache } from './business-details-cache';

const refusal = apiEnvelope(z.null());

/** 사업자 정보: administrators edit the supplier's details of the footer. */
export const siteSettingAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  businessDetails: BusinessDetailsCache;
}> = async (app, { db, businessDetails }) => {
  app.put(
    '/api/admin/site-settings/business-details',
    {
      schema: {
        tags: ['admin'],
        summary: '사업자 정보 수정',
        description:
          'Saves every field of the supplier’s details at once, checked in order with Korean refusals (the business number is stored as 000-00-00000); audited with what changed. Administrators only.',
        body: businessDetailsEditSchema,
        response: { 200: apiEnvelope(businessDetailsSchema), 400: refusal, 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const saved = await saveBusinessDetails({ db, actor, values: request.body });
      businessDetails.invalidate();
      return ok(saved, businessDetailsMessages.saved);
    },
  );
};
