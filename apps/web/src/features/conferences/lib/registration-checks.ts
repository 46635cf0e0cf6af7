import {
  firstReceiptOrganisationProblem,
  isEmailAddress,
  isMobilePhone,
  registrationMessages as messages,
} from '@edu/shared';

/** An attendee row; `phone` (optional) is where their own ticket link is sent by KakaoTalk. */
export type Attendee = { name: string; church: string; phone?: string };

export type RegistrationDraft = {
  applicant: { name: string; phone: string; email: string; church: string };
  attendees: Attendee[];
  zipCode: string;
  address: string;
  /** 영수증 발행 정보 (교회·단체 명의): optional, both or neither. */
  receipt?: { receiptOrgName: string; receiptOrgNumber: string };
  agreed: boolean;
};

const blank = (value: string) => value.trim().length === 0;

/** Spec §5: adding one more attendee is refused when it would pass the seats left (null = unlimited). */
export function exceedsCapacity(attendeeCount: number, remaining: number | null): boolean {
  return remaining !== null && attendeeCount > remaining;
}

/**
 * The first problem of the form in the spec's order (§5 Registration), with its text, or null when it may be
 * sent: applicant name, phone, (email when given), church, attendee rows (a phone only when given), (address when asked), 영수증 발행
 * 정보 (both or neither), agreement, capacity.
 */
export function firstProblem(
  draft: RegistrationDraft,
  session: { isAddress: 'Y' | 'N'; remaining: number | null },
): string | null {
  const { applicant, attendees } = draft;
  if (blank(applicant.name)) return messages.applicantNameRequired;
  if (!isMobilePhone(applicant.phone)) return messages.phoneInvalid;
  if (!blank(applicant.email) && !isEmailAddress(applicant.email)) return messages.emailInvalid;
  if (blank(applicant.church)) return messages.churchRequired;
  if (attendees.length === 0) return messages.attendeesRequired;
  if (attendees.some((row) => blank(row.name) || blank(row.church))) return messages.attendeeIncomplete;
  if (attendees.some((row) => row.phone && !blank(row.phone) && !isMobilePhone(row.phone)))
    return messages.attendeePhoneInvalid;
  if (session.isAddress === 'Y' && (blank(draft.zipCode) || blank(draft.address)))
    return messages.addressRequired;
  const receipt = firstReceiptOrganisationProblem(draft.receipt ?? {});
  if (receipt) return receipt.message;
  if (!draft.agreed) return messages.agreementRequired;
  if (exceedsCapacity(attendees.length, session.remaining)) return messages.overCapacity;
  return null;
}

/** One random key per form, so a repeated submission answers the same registration. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure pages (https or localhost); plain http on a local network still works.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
