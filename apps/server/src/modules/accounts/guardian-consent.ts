import { accountMessages, characterCount, type SignupRequest } from '@edu/shared';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/app-error';
import { normalisePhone, verifyPhoneCode } from './phone-codes';

const blank = (value: string | undefined) => !value || value.trim().length === 0;

/** The code checks' refusals, said of the guardian's code so the page knows which box is wrong. */
const guardianCodeTexts: Record<string, string> = {
  [accountMessages.passcodeRequired]: accountMessages.guardianPasscodeRequired,
  [accountMessages.passcodeMismatch]: accountMessages.guardianPasscodeMismatch,
  [accountMessages.passcodeExpired]: accountMessages.guardianPasscodeExpired,
  [accountMessages.passcodeTooManyTries]: accountMessages.guardianPasscodeTooManyTries,
};

/** A guardian who consented: their name and phone, and the code they received (checked, not yet used up). */
export type VerifiedGuardian = { name: string; phone: string; codeId: number };

/**
 * The age a sign-up gives, and under 14 the consent of a guardian (법정대리인), as the privacy law asks:
 * their name, and their phone proven by the KakaoTalk code sent to it (the same code machinery and
 * limits as the member's own phone). Checked in the page's order.
 */
export async function checkAgeAndGuardian(
  db: Db,
  request: SignupRequest,
): Promise<{ over14: true } | { over14: false; guardian: VerifiedGuardian }> {
  const answer = request.is_over14?.trim();
  if (answer === 'Y') return { over14: true };
  if (answer !== 'N') throw badRequest(accountMessages.ageChoiceRequired);

  if (blank(request.guardian_name)) throw badRequest(accountMessages.guardianNameRequired);
  const name = (request.guardian_name ?? '').trim();
  if (characterCount(name) > 50) throw badRequest(accountMessages.guardianNameTooLong);
  if (blank(request.guardian_phone)) throw badRequest(accountMessages.guardianPhoneRequired);
  const phone = normalisePhone(request.guardian_phone);
  if (!phone) throw badRequest(accountMessages.guardianPhoneInvalid);
  if (blank(request.guardian_passCode)) throw badRequest(accountMessages.guardianPasscodeRequired);
  try {
    const codeId = await verifyPhoneCode({
      db,
      purpose: 'guardian',
      phone,
      code: request.guardian_passCode ?? '',
    });
    return { over14: false, guardian: { name, phone, codeId } };
  } catch (error) {
    const text = error instanceof AppError ? guardianCodeTexts[error.message] : undefined;
    if (error instanceof AppError && text) throw new AppError(error.status, text);
    throw error;
  }
}
