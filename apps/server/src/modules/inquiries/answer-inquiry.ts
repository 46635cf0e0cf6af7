import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/app-error';
import { memberContact } from '../accounts';
import type { Messaging } from '../messaging';
import { inquiries } from './inquiries.tables';

export const answerMaxLength = 2000;

/**
 * The administration answers a member's inquiry: the reply is kept (plain text), the inquiry becomes
 * 처리완료, the member is told by KakaoTalk (SMS fallback) with the reply's start, and the change is
 * audited — in one transaction. Writing it again corrects the reply and tells the member again.
 */
export async function answerInquiry(options: {
  db: Db;
  messaging: Messaging;
  actor: AuditActor;
  inquiryIdx: number;
  answer: string;
}): Promise<void> {
  const answer = options.answer.trim();
  if (!answer) throw badRequest('답변을 입력해주세요.');
  if ([...answer].length > answerMaxLength)
    throw badRequest(`답변은 ${answerMaxLength}자 이내로 입력해주세요.`);
  const now = new Date();
  const messageIds = await options.db.transaction(async (tx) => {
    const [row] = await tx
      .update(inquiries)
      .set({
        answer,
        answeredBy: options.actor.memberIdx,
        answeredDate: now,
        status: '처리완료',
        updatedDate: now,
      })
      .where(eq(inquiries.idx, options.inquiryIdx))
      .returning({
        idx: inquiries.idx,
        title: inquiries.title,
        memberIdx: inquiries.memberIdx,
        confirmedDate: inquiries.confirmedDate,
      });
    if (!row) throw notFound('문의를 찾을 수 없습니다.');
    if (!row.confirmedDate)
      await tx.update(inquiries).set({ confirmedDate: now }).where(eq(inquiries.idx, row.idx));
    await recordAudit(tx, options.actor, {
      action: 'inquiry.answer',
      target: `inquiry:${row.idx}`,
      summary: `문의 답변: ${row.title}`,
    });
    const member = await memberContact(tx, row.memberIdx);
    if (!member?.phone) return [];
    const excerpt = answer.length > 200 ? `${answer.slice(0, 200)}…` : answer;
    const text = `[하나바이블] ${member.name}님, 문의하신 "${row.title}"에 답변이 등록되었습니다.\n\n${excerpt}\n\n전체 답변은 마이페이지 > 1:1 문의 내역에서 확인하실 수 있습니다.`;
    return options.messaging.enqueue(tx, [
      { recipient: member.phone, template: 'inquiry_answered', text, fallbackText: text },
    ]);
  });
  await options.messaging.dispatch(messageIds);
}
