import { accountMessages } from '@edu/shared';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Authenticated } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/app-error';
import { members } from './accounts.tables';
import { normalisePhone } from './phone-codes';
import { emailPattern } from './sign-up';

export const memberAdminMessages = {
  levelInvalid: '회원 레벨은 1에서 10 사이의 숫자로 입력해주세요.',
  ownLevelLowered: '자신의 회원 레벨은 낮출 수 없습니다.',
  withdrawn: '탈퇴한 회원은 수정할 수 없습니다.',
  notFound: '회원을 찾을 수 없습니다.',
} as const;

export type MemberEdit = { name?: string; phone?: string; email?: string; level?: number };

const blank = (value: string | undefined) => !value || value.trim().length === 0;
const editable = ['name', 'phone', 'email', 'level'] as const;

/** Checks the edit with the profile's rules and texts; answers the clean values. */
function cleanEdit(edit: MemberEdit) {
  if (blank(edit.name)) throw badRequest(accountMessages.nameRequired);
  if (blank(edit.phone)) throw badRequest(accountMessages.phoneRequired);
  const phone = normalisePhone(edit.phone);
  if (!phone) throw badRequest(accountMessages.phoneInvalid);
  if (blank(edit.email)) throw badRequest(accountMessages.emailRequired);
  const email = (edit.email ?? '').trim();
  if (!emailPattern.test(email)) throw badRequest(accountMessages.emailInvalid);
  // Level is optional: an edit without it keeps the member's level.
  const level = edit.level;
  if (level !== undefined && (!Number.isInteger(level) || level < 1 || level > 10))
    throw badRequest(memberAdminMessages.levelInvalid);
  return { name: (edit.name ?? '').trim(), phone, email, level };
}

/**
 * An administrator corrects a member's name, phone, email and level. Withdrawn members stay as they
 * are (their data was anonymised on purpose), an administrator cannot lower their own level (so the
 * site never loses its last administrator by accident), and the change is audit-logged with the
 * fields' values before and after, in the same transaction.
 */
export async function adminUpdateMember(options: {
  db: Db;
  actor: Authenticated;
  memberIdx: number;
  edit: MemberEdit;
}) {
  const { db, actor, memberIdx } = options;
  const cleaned = cleanEdit(options.edit);
  if (memberIdx === actor.memberIdx && cleaned.level !== undefined && cleaned.level < actor.level)
    throw badRequest(memberAdminMessages.ownLevelLowered);

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(members).where(eq(members.idx, memberIdx)).for('update');
    if (!current) throw notFound(memberAdminMessages.notFound);
    if (current.status === 'withdrawn') throw conflict(memberAdminMessages.withdrawn);
    const next = { ...cleaned, level: cleaned.level ?? current.level };

    const changed = editable.filter((field) => current[field] !== next[field]);
    if (changed.length === 0) return;
    if (changed.includes('phone')) {
      // A phone number identifies one active member (sign-up and recovery rely on it).
      const [holder] = await tx
        .select({ idx: members.idx })
        .from(members)
        .where(and(eq(members.phone, next.phone), eq(members.status, 'active'), ne(members.idx, memberIdx)))
        .limit(1);
      if (holder) throw new AppError(409, accountMessages.phoneAlreadyJoined);
    }

    await tx
      .update(members)
      .set({ ...next, updatedDate: new Date() })
      .where(eq(members.idx, memberIdx));
    await recordAudit(tx, actor, {
      action: 'member.update',
      target: `member:${memberIdx}`,
      summary: `회원 ${current.name}(${current.uid}) 정보 수정`,
      details: {
        before: Object.fromEntries(changed.map((field) => [field, current[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
      },
    });
  });
}
