import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { Messaging } from '../messaging';
import { notificationBatchAdminRoutes } from './notification-batches.admin-routes';
import { notificationTemplateAdminRoutes } from './notification-templates.admin-routes';
import { sendNotificationAdminRoutes } from './send-notifications.admin-routes';

/** Bulk guide notifications of the admin area: per-conference templates, sends and their progress. */
export const notificationAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  messaging: Messaging;
  publicUrl: string;
}> = async (app, options) => {
  await app.register(notificationTemplateAdminRoutes, options);
  await app.register(sendNotificationAdminRoutes, options);
  await app.register(notificationBatchAdminRoutes, options);
};
