import {
  apiEnvelope,
  businessDetailsEditSchema,
  businessDetailsMessages,
  businessDetailsSchema,
  purchaseConfirmationMessages,
  purchaseConfirmationSettingSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { saveBusinessDetails } from './business-details';
import type { BusinessDetailsCache } from './business-details-cache';
import {
  getPurchaseConfirmationSetting,
  savePurchaseConfirmationSetting,
} from './purchase-confirmation-setting';

/** 사업자 정보 (the supplier's details of the footer) and the mall's 구매확정 setting, edited by administrators. */
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
        response: { 200: apiEnvelope(businessDetailsSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const saved = await saveBusinessDetails({ db, actor, values: request.body });
      businessDetails.invalidate();
      return ok(saved, businessDetailsMessages.saved);
    },
  );

  app.get(
    '/api/admin/site-settings/purchase-confirmation',
    {
      schema: {
        tags: ['admin'],
        summary: '구매확정 설정',
        description:
          'How many days after delivery a line of goods confirms itself (구매확정); 7 until an administrator sets it.',
        response: { 200: apiEnvelope(purchaseConfirmationSettingSchema), ...refusals(401, 403) },
      },
    },
    async () => ok(await getPurchaseConfirmationSetting(db)),
  );

  app.put(
    '/api/admin/site-settings/purchase-confirmation',
    {
      schema: {
        tags: ['admin'],
        summary: '구매확정 설정 수정',
        description:
          'Sets the days after delivery a line of goods confirms itself (1 to 60, refused in Korean otherwise); audited with the change. Administrators only.',
        body: purchaseConfirmationSettingSchema,
        response: {
          200: apiEnvelope(purchaseConfirmationSettingSchema),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const saved = await savePurchaseConfirmationSetting({ db, actor, values: request.body });
      return ok(saved, purchaseConfirmationMessages.settingSaved);
    },
  );
};
