import { randomUUID } from 'node:crypto';
import type { MessageSender } from './message-sender.port';

/**
 * The offline default: answers as the provider would (see integrations.md §3.5) without sending
 * anything; administrators read the messages in the outbox. Phone fixtures: ending 0000 cannot
 * receive alimtalk (K101, SMS fallback M000 when a fallback text exists), ending 9999 is a wrong
 * number (K102), anything else succeeds (K000).
 */
export function createLocalMessageSender(): MessageSender {
  return {
    async send(message) {
      const providerMessageId = `local-${randomUUID()}`;
      if (message.recipient.endsWith('9999'))
        return { status: 'failed', resultCode: 'K102', providerMessageId };
      if (message.recipient.endsWith('0000')) {
        return message.fallbackText
          ? { status: 'sent_sms', resultCode: 'M000', providerMessageId }
          : { status: 'failed', resultCode: 'K101', providerMessageId };
      }
      return { status: 'sent', resultCode: 'K000', providerMessageId };
    },
  };
}
