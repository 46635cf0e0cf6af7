import type { AppConfig } from '../../platform/config';
import { createLocalMessageSender } from './local-message-sender';
import type { MessageSender } from './message-sender.port';

export { type BatchMessageCounts, countBatchMessages } from './batch-progress';
export { lastFailedMessageTo } from './last-failed-message';
export { listOutboxMessages, type MessageStatus, messageStatuses } from './list-messages';
export type { MessageSender, OutgoingMessage, SendResult } from './message-sender.port';
export { messageAdminRoutes } from './messages.admin-routes';
export { createMessaging, enqueueMessages, type Messaging, registerMessagingJobs } from './outbox';
export { requeueFailedMessage } from './requeue-failed-message';

/** The provider the configuration names; only the local simulator exists until the BizM adapter lands. */
export function createMessageSender(config: Pick<AppConfig, 'messageSender'>): MessageSender {
  switch (config.messageSender) {
    case 'local':
      return createLocalMessageSender();
  }
}
