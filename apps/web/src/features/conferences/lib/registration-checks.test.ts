import { registrationMessages as messages, receiptOrganisationMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  attendeeInputName,
  exceedsCapacity,
  firstProblemAt,
  newRequestKey,
  type RegistrationDraft,
} from './registration-checks';

const valid: RegistrationDraft = {
  applicant: { name: '홍길동', phone: '010-1234-5678', email: 'hong@example.com', church: '사랑교회' },
  attendees: [{ name: '김교사', church: '사랑교회' }],
  zipCode: '06236',
  address: '서울 강남구 테헤란로 1',
  agreed: true,
};
type Session = { isAddress: 'Y' | 'N'; remaining: number | null };
const firstProblem = (draft: RegistrationDraft, session: Session) =>
  firstProblemAt(draft, session)?.message ?? null;
const open: Session = { isAddress: 'N', remaining: null };

const problemOf = (change: Partial<RegistrationDraft>, session: Session = open) =>
  firstProblem({ ...valid, ...change }, session);

describe('registration form checks (spec §5 order)', () => {
  it('accepts a complete form', () => {
    expect(problemOf({})).toBeNull();
    expect(problemOf({}, { isAddress: 'Y', remaining: 1 })).toBeNull();
  });

  it('takes an attendee’s phone only when it is a mobile number, and none at all', () => {
    expect(problemOf({ attendees: [{ name: '김교사', church: '사랑교회', phone: '' }] })).toBeNull();
    expect(
      problemOf({ attendees: [{ name: '김교사', church: '사랑교회', phone: '010-2345-6789' }] }),
    ).toBeNull();
    expect(problemOf({ attendees: [{ name: '김교사', church: '사랑교회', phone: '02-123-4567' }] })).toBe(
      messages.attendeePhoneInvalid,
    );
  });

  it('asks for the fields in the spec order', () => {
    const empty: RegistrationDraft = {
      applicant: { name: '', phone: '', email: '', church: '' },
      attendees: [{ name: '', church: '' }],
      zipCode: '',
      address: '',
      agreed: false,
    };
    const seen: string[] = [];
    const draft = structuredClone(empty);
    const fixes = [
      () => {
        draft.applicant.name = '홍길동';
      },
      () => {
        draft.applicant.phone = '01012345678';
      },
      () => {
        draft.applicant.church = '사랑교회';
      },
      () => {
        draft.attendees = [{ name: '김교사', church: '사랑교회' }];
      },
      () => {
        draft.zipCode = '06236';
        draft.address = '서울';
      },
      () => {
        draft.agreed = true;
      },
    ];
    for (const fix of fixes) {
      seen.push(firstProblem(draft, { isAddress: 'Y', remaining: 5 }) ?? 'ok');
      fix();
    }
    seen.push(firstProblem(draft, { isAddress: 'Y', remaining: 5 }) ?? 'ok');
    expect(seen).toEqual([
      messages.applicantNameRequired,
      messages.phoneInvalid,
      messages.churchRequired,
      messages.attendeeIncomplete,
      messages.addressRequired,
      messages.agreementRequired,
      'ok',
    ]);
  });

  it('wants 11 digits starting with 0', () => {
    expect(problemOf({ applicant: { ...valid.applicant, phone: '1012345678' } })).toBe(messages.phoneInvalid);
    expect(problemOf({ applicant: { ...valid.applicant, phone: '110-1234-5678' } })).toBe(
      messages.phoneInvalid,
    );
    expect(problemOf({ applicant: { ...valid.applicant, phone: '010-1234-567' } })).toBe(
      messages.phoneInvalid,
    );
  });

  it('checks an email only when one is given', () => {
    expect(problemOf({ applicant: { ...valid.applicant, email: '' } })).toBeNull();
    expect(problemOf({ applicant: { ...valid.applicant, email: 'nope' } })).toBe(messages.emailInvalid);
  });

  it('needs every attendee row complete and at least one row', () => {
    expect(problemOf({ attendees: [] })).toBe(messages.attendeesRequired);
    expect(problemOf({ attendees: [...valid.attendees, { name: '이름만', church: ' ' }] })).toBe(
      messages.attendeeIncomplete,
    );
  });

  it('refuses more attendees than seats left, last', () => {
    const two = [...valid.attendees, { name: '박교사', church: '사랑교회' }];
    expect(problemOf({ attendees: two }, { isAddress: 'N', remaining: 1 })).toBe(messages.overCapacity);
    expect(problemOf({ attendees: two, agreed: false }, { isAddress: 'N', remaining: 1 })).toBe(
      messages.agreementRequired,
    );
    expect(problemOf({ attendees: two }, { isAddress: 'N', remaining: null })).toBeNull();
  });

  it('knows when one more row would pass the seats left', () => {
    expect(exceedsCapacity(3, 2)).toBe(true);
    expect(exceedsCapacity(2, 2)).toBe(false);
    expect(exceedsCapacity(500, null)).toBe(false);
  });

  it('makes a fresh request key each time', () => {
    expect(newRequestKey()).not.toBe(newRequestKey());
    expect(newRequestKey().length).toBeLessThanOrEqual(64);
  });
});

describe('영수증 발행 정보 on the registration form', () => {
  const filled = {
    applicant: { name: '김신청', phone: '010-1234-5678', email: '', church: '사랑교회' },
    attendees: [{ name: '홍길동', church: '사랑교회' }],
    zipCode: '',
    address: '',
    agreed: true,
  };
  const session = { isAddress: 'N' as const, remaining: null };

  it('is checked after the address and before the agreement', () => {
    const half = { receiptOrgName: '사랑교회', receiptOrgNumber: '' };
    expect(firstProblem({ ...filled, receipt: half }, session)).toBe(
      receiptOrganisationMessages.numberRequired,
    );
    expect(firstProblem({ ...filled, receipt: half, agreed: false }, session)).toBe(
      receiptOrganisationMessages.numberRequired,
    );
    expect(
      firstProblem(
        { ...filled, receipt: { receiptOrgName: '사랑교회', receiptOrgNumber: '123-82-12345' } },
        session,
      ),
    ).toBeNull();
    expect(
      firstProblem({ ...filled, receipt: { receiptOrgName: '', receiptOrgNumber: '' } }, session),
    ).toBeNull();
  });
});

describe('the field each problem is about (focus goes there after the message: issue 42)', () => {
  const fieldOf = (change: Partial<RegistrationDraft>, session: Session = open) =>
    firstProblemAt({ ...valid, ...change }, session)?.field;

  it('names the applicant’s inputs, the row and box of an attendee, the address, the receipt and the tick', () => {
    expect(fieldOf({ applicant: { ...valid.applicant, name: ' ' } })).toBe('name');
    expect(fieldOf({ applicant: { ...valid.applicant, phone: '010-12' } })).toBe('phone');
    expect(fieldOf({ applicant: { ...valid.applicant, email: 'no-at' } })).toBe('email');
    expect(fieldOf({ applicant: { ...valid.applicant, church: '' } })).toBe('church');
    // The second row's church is missing: its own box, not the first row's.
    const rows = [
      { name: '김교사', church: '사랑교회' },
      { name: '박교사', church: ' ' },
    ];
    expect(fieldOf({ attendees: rows })).toBe(attendeeInputName(2, 'church'));
    expect(fieldOf({ attendees: [{ name: '', church: '사랑교회' }] })).toBe(attendeeInputName(1, 'name'));
    const badPhone = [
      { name: '김교사', church: '사랑교회' },
      { name: '이교사', church: '사랑교회', phone: '02-123' },
    ];
    expect(fieldOf({ attendees: badPhone })).toBe(attendeeInputName(2, 'phone'));
    expect(fieldOf({ zipCode: '' }, { isAddress: 'Y', remaining: null })).toBe('zipCode');
    expect(fieldOf({ receipt: { receiptOrgName: '새빛교회', receiptOrgNumber: '' } })).toBe(
      'receiptOrgNumber',
    );
    expect(fieldOf({ agreed: false })).toBe('agree');
    expect(fieldOf({}, { isAddress: 'N', remaining: 0 })).toBe(attendeeInputName(1, 'name'));
    expect(fieldOf({})).toBeUndefined();
  });
});
