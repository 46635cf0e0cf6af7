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

/** The input names of an attendee row's fields (the form focuses the one a check refused). */
export const attendeeInputName = (number: number, field: 'name' | 'church' | 'phone') =>
  `attendee-${number}-${field}`;

/**
 * The first problem of the form in the spec's order (§5 Registration), with its text and the name of the
 * input it is about, or null when it may be sent: applicant name, phone, (email when given), church,
 * attendee rows (a phone only when given), (address when asked), 영수증 발행 정보 (both or neither),
 * agreement, capacity.
 */
export function firstProblemAt(
  draft: RegistrationDraft,
  session: { isAddress: 'Y' | 'N'; remaining: number | null },
): { field: string; message: string } | null {
  const { applicant, attendees } = draft;
  const at = (field: string, message: string) => ({ field, message });
  if (blank(applicant.name)) return at('name', messages.applicantNameRequired);
  if (!isMobilePhone(applicant.phone)) return at('phone', messages.phoneInvalid);
  if (!blank(applicant.email) && !isEmailAddress(applicant.email)) return at('email', messages.emailInvalid);
  if (blank(applicant.church)) return at('church', messages.churchRequired);
  if (attendees.length === 0) return at(attendeeInputName(1, 'name'), messages.attendeesRequired);
  const incomplete = attendees.findIndex((row) => blank(row.name) || blank(row.church));
  if (incomplete >= 0) {
    const field = blank(attendees[incomplete]?.name ?? '') ? 'name' : 'church';
    return at(attendeeInputName(incomplete + 1, field), messages.attendeeIncomplete);
  }
  const badPhone = attendees.findIndex((row) => row.phone && !blank(row.phone) && !isMobilePhone(row.phone));
  if (badPhone >= 0) return at(attendeeInputName(badPhone + 1, 'phone'), messages.attendeePhoneInvalid);
  if (session.isAddress === 'Y' && (blank(draft.zipCode) || blank(draft.address)))
    return at('zipCode', messages.addressRequired);
  const receipt = firstReceiptOrganisationProblem(draft.receipt ?? {});
  if (receipt) return at(receipt.field, receipt.message);
  if (!draft.agreed) return at('agree', messages.agreementRequired);
  if (exceedsCapacity(attendees.length, session.remaining))
    return at(attendeeInputName(attendees.length, 'name'), messages.overCapacity);
  return null;
}

/** One random key per form, so a repeated submission answers the same registration. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure pages (https or localhost); plain http on a local network still works.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
