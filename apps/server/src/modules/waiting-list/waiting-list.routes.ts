import {
  apiEnvelope,
  joinWaitingListSchema,
  myWaitingEntrySchema,
  waitingListMessages,
  waitingOfferViewSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { ConferenceCatalog } from '../conferences';
import type { Messaging } from '../messaging';
import { declineOffer } from './end-offers';
import { joinWaitingList } from './join-waiting-list';
import { withdrawEntry } from './manage-entries';
import { findOfferView, listMyEntries } from './read-waiting-list';

const tokenParams = z.object({ token: z.string().min(1).max(64) });

/** 대기 신청 and the member's own entries and offers (members only). */
export const waitingListRoutes: FastifyPluginAsyncZod<{
  db: Db;
  messaging: Messaging;
  catalog: ConferenceCatalog;
}> = async (app, { db, messaging, catalog }) => {
  app.post(
    '/api/waiting-list/:idx',
    {
      schema: {
        tags: ['waiting-list'],
        summary: '대기 신청',
        description:
          'Puts the member’s group (`headcount`, `acceptPartial` = 일부 좌석도 받기) on the waiting list of the full session department {idx}. 400 when the size is out of range, outside the period or when the group still fits; 404 for no such department; 409 when the member is waiting there already. Answers the entry idx.',
        params: idParam('idx'),
        body: joinWaitingListSchema,
        response: {
          200: apiEnvelope(z.number().int()),
          ...refusals(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request, waitingListMessages.loginRequired);
      const { idx, messageIds } = await joinWaitingList({
        db,
        memberIdx: member.memberIdx,
        detailIdx: request.params.idx,
        request: request.body,
      });
      if (messageIds.length > 0) catalog.invalidate();
      await messaging.dispatch(messageIds);
      return ok(idx, '대기 신청이 접수되었습니다.');
    },
  );

  app.get(
    '/api/waiting-list/mine',
    {
      schema: {
        tags: ['waiting-list'],
        summary: '나의 대기 신청',
        description:
          'The member’s waiting entries, newest first, with their place in the list and their latest offer (its private link token while the offer is live).',
        response: { 200: apiEnvelope(z.array(myWaitingEntrySchema)), ...refusals(401) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return ok(await listMyEntries(db, member.memberIdx));
    },
  );

  app.delete(
    '/api/waiting-list/entries/:idx',
    {
      schema: {
        tags: ['waiting-list'],
        summary: '대기 신청 취소',
        description:
          'The member withdraws their own live entry {idx}; seats held for its offer go to the next entry. 404 when it is not theirs or no longer live.',
        params: idParam('idx'),
        response: { 200: apiEnvelope(z.null()), ...refusals(401, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const ids = await withdrawEntry({ db, entryIdx: request.params.idx, memberIdx: member.memberIdx });
      catalog.invalidate();
      await messaging.dispatch(ids);
      return ok(null, '대기 신청을 취소했습니다.');
    },
  );

  app.get(
    '/api/waiting-list/offers/:token',
    {
      schema: {
        tags: ['waiting-list'],
        summary: '자리 제안',
        description:
          'What the private link of an offer shows (department, seats held, until when); only the member it was made to may open it (404 otherwise).',
        params: tokenParams,
        response: { 200: apiEnvelope(waitingOfferViewSchema), ...refusals(401, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request, waitingListMessages.loginRequired);
      return ok(await findOfferView(db, request.params.token, member.memberIdx));
    },
  );

  app.post(
    '/api/waiting-list/offers/:token/decline',
    {
      schema: {
        tags: ['waiting-list'],
        summary: '자리 양보',
        description:
          'The member lets the offer pass: the seats go to the next entry that fits at once. 409 when the offer is no longer live.',
        params: tokenParams,
        response: { 200: apiEnvelope(z.null()), ...refusals(401, 404, 409) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const ids = await declineOffer(db, { token: request.params.token, memberIdx: member.memberIdx });
      catalog.invalidate();
      await messaging.dispatch(ids);
      return ok(null, '다음 대기자에게 자리를 넘겼습니다.');
    },
  );
};
