/** One KakaoTalk alimtalk message, with the SMS text used when alimtalk cannot reach the phone. */
export type OutgoingMessage = {
  /** Digits only, domestic form (01012345678). */
  recipient: string;
  /** Approved template code. */
  template: string;
  text: string;
  fallbackText?: string | null;
};

/** sent = alimtalk delivered (K000), sent_sms = SMS fallback (M000), failed = refused with a code. */
export type SendResult = {
  status: 'sent' | 'sent_sms' | 'failed';
  resultCode: string;
  providerMessageId?: string;
};

/** The messaging provider. Throws only when the provider could not be reached (the job retries). */
export type MessageSender = {
  send(message: OutgoingMessage): Promise<SendResult>;
};
