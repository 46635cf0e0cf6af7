import {
  apiEnvelope,
  payFormSchema,
  paymentHoldSchema,
  paymentSummarySchema,
  payRequestSchema,
  registrationMessages,
} from '@edu/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { perCredential } from '../accounts';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { extendRegistrationHold } from './extend-hold';
import { getPaymentSummary } from './get-payment-summary';
import { registrations } from './registrations.tables';
import { startConferencePayment } from './start-conference-payment';

const idxParams = idParam('idx');

/** Paying for a registration: the confirmation page's data, opening the window, and the receipt. */
export const registrationPaymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  messaging: Messaging;
  publicUrl: string;
}> = async (app, { db, payments, messaging, publicUrl }) => {
  app.get(
    '/api/registered/conference/pay/:idx',
    {
      schema: {
        tags: ['registrations'],
        summary: '결제 확인 정보',
        description:
          'The caller’s registration {idx} as the payment confirmation page shows it; 404 for anyone else’s.',
        params: idxParams,
        response: { 200: apiEnvelope(paymentSummarySchema), ...refusals(401, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request, registrationMessages.loginRequired);
      return ok(
        await getPaymentSummary({ db, memberIdx: member.memberIdx, registrationIdx: request.params.idx }),
      );
    },
  );

  app.post(
    '/api/registered/conference/pay/:idx/extend',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags: ['registrations'],
        summary: '결제 가능 시간 연장',
        description:
          'Holds the seats of the caller’s unpaid registration {idx} (결제시도, 결제대기) for another 15 minutes from now, at most twice a hold (a payment attempt starts a new hold), and answers the hold. 404 for anyone else’s; 409 when the hold has run out (its seats may be gone: paying takes them again) or no extension is left.',
        params: idxParams,
        response: { 200: apiEnvelope(paymentHoldSchema), ...refusals(401, 404, 409) },
      },
    },
    async (request) => {
      const member = await requireMember(request, registrationMessages.loginRequired);
      return ok(
        await extendRegistrationHold({
          db,
          memberIdx: member.memberIdx,
          registrationIdx: request.params.idx,
        }),
      );
    },
  );

  app.post(
    '/api/payment/pay/:device',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags: ['registrations'],
        summary: '결제창 열기',
        description:
          'Opens a payment attempt for the caller’s unpaid registration `idx` with `gopaymethod` (PC: Card, DirectBank, VBank; mobile: CARD, BANK, VBANK; KakaoPay and Naver Pay on both: onlykakaopay, onlynaverpay) and answers the signed form of the provider’s window. The amount is the registration’s total; a price sent by the page is ignored. 400 when it is paid already or outside the registration period, 403 when the seats of an expired registration are gone.',
        params: z.object({ device: z.enum(['pc', 'mobile']) }),
        body: payRequestSchema,
        response: { 200: apiEnvelope(payFormSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request, registrationMessages.loginRequired);
      const started = await startConferencePayment({
        db,
        payments,
        messaging,
        publicUrl,
        memberIdx: member.memberIdx,
        registrationIdx: request.body.idx,
        device: request.params.device,
        method: request.body.gopaymethod,
        cashReceipt: request.body.cashReceipt,
        inApp: request.body.app === 'Y',
      });
      request.log.info({ registrationIdx: request.body.idx, oid: started.oid }, 'payment window opened');
      return ok(started);
    },
  );

  app.get(
    '/api/payment/receipt/:idx',
    {
      schema: {
        tags: ['registrations'],
        summary: '영수증',
        description:
          'Redirects the owner of paid registration {idx} to the provider’s receipt viewer for its transaction.',
        params: idxParams,
        response: { 302: z.null(), ...refusals(401, 404) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request, registrationMessages.loginRequired);
      const [registration] = await db
        .select({ tid: registrations.tid })
        .from(registrations)
        .where(
          and(
            eq(registrations.idx, request.params.idx),
            eq(registrations.memberIdx, member.memberIdx),
            isNotNull(registrations.tid),
            inArray(registrations.status, ['등록완료', '등록취소']),
          ),
        );
      if (!registration?.tid) throw notFound('영수증을 찾을 수 없습니다.');
      return reply.redirect(payments.receiptUrl(registration.tid), 302);
    },
  );
};
