import type { JoinType } from '@edu/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Messaging } from '../messaging';
import { members, phoneCodes } from './accounts.tables';
import { joinTypesOf } from './join-types';
import { hashPassword } from './passwords';
import { checkCode, issuePhoneCode, markPhoneCodeUsed, normalisePhone } from './phone-codes';
import { hashToken, newSecretToken } from './secret-tokens';
import { revokeMemberSessions } from './sessions';

export type FindType = 'ID' | 'PW';

export const recoveryMessages = {
  uidRequired: '아이디를 입력하세요.',
  nameRequired: '이름을 입력하세요.',
  phoneRequired: '전화번호를 입력하세요.',
  noMember: '등록된 회원정보가 없습니다.',
  codeSent: '인증번호가 발송되었습니다.',
  invalidToken: '인증코드가 유효하지 않습니다.',
} as const;

const blank = (value: string | undefined) => !value || value.trim().length === 0;
const purposeOf = (findType: FindType) => (findType === 'PW' ? 'lost_pw' : 'lost_id');

/**
 * Step 1 of finding an id or password: finds the member by name and phone (and id for the
 * password), sends a code by KakaoTalk and answers a temporary token that goes with it.
 */
export async function startRecovery(options: {
  db: Db;
  messaging: Messaging;
  findType: FindType;
  uid?: string | undefined;
  name?: string | undefined;
  phone?: string | undefined;
}) {
  const { db, findType } = options;
  if (findType === 'PW' && blank(options.uid)) throw new AppError(400, recoveryMessages.uidRequired);
  if (blank(options.name)) throw new AppError(400, recoveryMessages.nameRequired);
  if (blank(options.phone)) throw new AppError(400, recoveryMessages.phoneRequired);
  const phone = normalisePhone(options.phone);
  const conditions = [
    eq(members.name, (options.name ?? '').trim()),
    eq(members.phone, phone ?? ''),
    eq(members.status, 'active'),
  ];
  if (findType === 'PW') conditions.push(eq(members.uid, (options.uid ?? '').trim()));
  const [member] = phone
    ? await db
        .select({ idx: members.idx })
        .from(members)
        .where(and(...conditions))
        .limit(1)
    : [];
  if (!member || !phone) throw new AppError(404, recoveryMessages.noMember, { code: '012' });

  const { codeId, delivery } = await issuePhoneCode({
    db,
    messaging: options.messaging,
    purpose: purposeOf(findType),
    phone,
    memberIdx: member.idx,
    waitForDelivery: true,
  });
  if (!delivery || delivery.status === 'failed') {
    await markPhoneCodeUsed(db, codeId);
    // The page reads the provider's result code at the start of the message (K101: not a KakaoTalk user).
    throw new AppError(400, `${delivery?.resultCode ?? 'K999'}:알림톡 발송에 실패했습니다.`, { code: '031' });
  }
  const token = newSecretToken(24);
  await db
    .update(phoneCodes)
    .set({ tokenHash: hashToken(token) })
    .where(eq(phoneCodes.id, codeId));
  return { token, message: recoveryMessages.codeSent };
}

/**
 * Step 2: with the temporary token and the code, answers the member's id and join types; for the
 * password, a member with an id and password gets a random temporary one by KakaoTalk (every
 * session ends). Members who joined only by social login get their join types and nothing changes.
 */
export async function confirmRecovery(options: {
  db: Db;
  messaging: Messaging;
  token: string;
  code: string;
}) {
  const { db } = options;
  const invalid = () => new AppError(400, recoveryMessages.invalidToken);
  if (!options.token || blank(options.code)) throw invalid();
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.tokenHash, hashToken(options.token)), isNull(phoneCodes.usedAt)));
  if (!row?.memberIdx || (row.purpose !== 'lost_id' && row.purpose !== 'lost_pw')) throw invalid();
  await checkCode(db, row, options.code);

  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.idx, row.memberIdx), eq(members.status, 'active')));
  if (!member) throw invalid();
  const joinType: JoinType[] = joinTypesOf(member);
  const resetsPassword = row.purpose === 'lost_pw' && joinType.includes('normal');
  const temporaryPassword = resetsPassword ? newSecretToken(8).slice(0, 10) : undefined;
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : undefined;

  const messageIds = await db.transaction(async (tx) => {
    if (!(await markPhoneCodeUsed(tx, row.id))) throw invalid();
    if (!passwordHash || !temporaryPassword) return [];
    await tx
      .update(members)
      .set({ passwordHash, updatedDate: new Date() })
      .where(eq(members.idx, member.idx));
    await revokeMemberSessions(tx, member.idx);
    const text = `[하나바이블] ${member.uid} 회원님의 임시 비밀번호는 ${temporaryPassword} 입니다. 로그인 후 비밀번호를 변경해주세요.`;
    return options.messaging.enqueue(tx, [
      { recipient: member.phone, template: 'temp_password', text, fallbackText: text },
    ]);
  });
  await options.messaging.dispatch(messageIds);
  return { uid: member.uid, joinType };
}
