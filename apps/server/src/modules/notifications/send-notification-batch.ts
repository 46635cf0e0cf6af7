import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { Messaging, OutgoingMessage } from '../messaging';
import { findConferenceForNotifications, findRecipients, type Recipient } from './notification-audience';
import {
  type NotificationKind,
  notificationKindLabels,
  notificationTemplateCodes,
} from './notification-kinds';
import { templateText } from './notification-templates';
import { notificationBatches } from './notifications.tables';
import { barcodeUrlOf, fillPlaceholders, onlineUrlOf } from './placeholders';

/** A domestic mobile number (010, 011, 016-019): anything else cannot get an alimtalk. */
const mobilePattern = /^01[016789]\d{7,8}$/;
const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const canReceive = (recipient: Recipient) => mobilePattern.test(digitsOf(recipient.phone));

/**
 * How many completed registrations a send would reach and how many it would skip for their phone,
 * so the administrator confirms the count before sending.
 */
export async function countAudience(
  db: Db,
  options: { conferenceIdx: number; detailNumber?: number | undefined },
): Promise<{ total: number; skipped: number }> {
  const recipients = await findRecipients(db, options);
  const total = recipients.filter(canReceive).length;
  return { total, skipped: recipients.length - total };
}

/** Rows per insert statement, well under PostgreSQL's parameter limit. */
const insertChunk = 500;

export const noRecipientsMessage = '발송 대상이 없습니다.';

/**
 * Sends a conference's guide of one kind to its completed registrations (of one session, or only the
 * given barcodes): one batch, one outbox row per reachable phone and the audit entry in one transaction;
 * the messaging job then delivers them. Answers the batch id, how many were queued and skipped.
 */
export async function sendNotificationBatch(options: {
  db: Db;
  messaging: Messaging;
  publicUrl: string;
  actor: AuditActor;
  conferenceIdx: number;
  detailNumber?: number | undefined;
  kind: NotificationKind;
  barcodes?: string[] | undefined;
}): Promise<{ batchId: number; total: number; skipped: number }> {
  const { db, messaging, actor, conferenceIdx, detailNumber, kind } = options;
  const conference = await findConferenceForNotifications(db, conferenceIdx);
  if (!conference) throw notFound('컨퍼런스를 찾을 수 없습니다.');
  if (detailNumber !== undefined && !conference.sessions.some((session) => session.number === detailNumber))
    throw notFound('회차를 찾을 수 없습니다.');

  const recipients = await findRecipients(db, { conferenceIdx, detailNumber, barcodes: options.barcodes });
  const reachable = recipients.filter(canReceive);
  if (reachable.length === 0) throw conflict(noRecipientsMessage);

  const template = await templateText(db, conferenceIdx, kind);
  const outgoing = reachable.map((recipient) =>
    messageFor(recipient, { template, kind, conference, publicUrl: options.publicUrl }),
  );
  const skipped = recipients.length - reachable.length;
  const label = notificationKindLabels[kind];

  const { batchId, ids } = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(notificationBatches)
      .values({
        conferenceIdx,
        detailNumber: detailNumber ?? null,
        kind,
        requestedBy: actor.memberIdx,
        total: outgoing.length,
      })
      .returning({ id: notificationBatches.id });
    if (!batch) throw new Error('notification batch insert returned nothing');
    const queued: number[] = [];
    for (let start = 0; start < outgoing.length; start += insertChunk) {
      queued.push(
        ...(await messaging.enqueue(tx, outgoing.slice(start, start + insertChunk), { batchId: batch.id })),
      );
    }
    await recordAudit(tx, actor, {
      action: 'notification.send',
      target: `notification-batch:${batch.id}`,
      summary: `${conference.title}${detailNumber === undefined ? '' : ` ${detailNumber}회차`} ${label} ${outgoing.length}건 발송${skipped > 0 ? ` (번호 오류 ${skipped}건 제외)` : ''}`,
      details: {
        conferenceIdx,
        detailNumber: detailNumber ?? null,
        kind,
        total: outgoing.length,
        skipped,
        barcodeList: options.barcodes ?? null,
      },
    });
    return { batchId: batch.id, ids: queued };
  });
  await messaging.dispatch(ids);
  return { batchId, total: ids.length, skipped };
}

function messageFor(
  recipient: Recipient,
  context: {
    template: string;
    kind: NotificationKind;
    publicUrl: string;
    conference: {
      idx: number;
      title: string;
      onlineMeetingId: string | null;
      onlineMeetingPasscode: string | null;
    };
  },
): OutgoingMessage {
  const text = fillPlaceholders(context.template, {
    name: recipient.name,
    church: recipient.church,
    headcount: recipient.headcount,
    conferenceTitle: context.conference.title,
    sessionNumber: recipient.sessionNumber,
    local: recipient.local,
    place: recipient.place,
    schedule: recipient.schedule,
    dept: recipient.dept,
    barcode: recipient.barcode ?? '',
    barcodeUrl: barcodeUrlOf(context.publicUrl, recipient.registrationIdx),
    onlineUrl: onlineUrlOf(context.publicUrl, context.conference.idx),
    meetingId: context.conference.onlineMeetingId ?? '',
    meetingPasscode: context.conference.onlineMeetingPasscode ?? '',
  });
  // The same text goes by SMS when alimtalk cannot reach the phone.
  return {
    recipient: digitsOf(recipient.phone),
    template: notificationTemplateCodes[context.kind],
    text,
    fallbackText: text,
  };
}
