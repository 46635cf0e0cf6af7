import { formatBusinessNumber } from './business-details';

/**
 * A receipt in a church's or an organisation's name: many buyers pay for their church, which needs the
 * receipt (and the 거래명세서) to carry its name and its 사업자등록번호 or 고유번호 (both ten digits,
 * written 000-00-00000). Optional on the order form and the registration form: both or neither.
 */
export type ReceiptOrganisation = { name: string; number: string };

/** The two boxes as the forms and their requests name them. */
export type ReceiptOrganisationField = 'receiptOrgName' | 'receiptOrgNumber';

export type ReceiptOrganisationInput = { receiptOrgName?: string; receiptOrgNumber?: string };

export const receiptOrganisationLimits = { nameMax: 100, numberMax: 20 } as const;

export const receiptOrganisationMessages = {
  title: '영수증 발행 정보 (교회·단체 명의)',
  hint: '교회나 단체 이름으로 영수증·거래명세서가 필요할 때만 입력해 주세요.',
  nameLabel: '교회·단체명',
  numberLabel: '사업자등록번호 또는 고유번호',
  nameRequired: '영수증에 적을 교회·단체명을 입력해 주세요.',
  nameTooLong: `교회·단체명은 ${receiptOrganisationLimits.nameMax}자 이내로 입력해 주세요.`,
  numberRequired: '교회·단체의 사업자등록번호 또는 고유번호를 입력해 주세요.',
  numberInvalid: '사업자등록번호(고유번호)는 숫자 10자리로 입력해 주세요. (예: 123-82-12345)',
} as const;

const numberDigits = (text: string) => text.replace(/[\s-]/g, '');

/** Ten digits, written with or without hyphens and spaces. */
export const isRegistrationNumber = (text: string): boolean => /^\d{10}$/.test(numberDigits(text.trim()));

/**
 * The first problem of the receipt boxes, or null: both left empty is fine (no receipt in another name);
 * otherwise the name, then the number (given, then ten digits). The forms and the server use this rule.
 */
export function firstReceiptOrganisationProblem(
  input: ReceiptOrganisationInput,
): { field: ReceiptOrganisationField; message: string } | null {
  const name = input.receiptOrgName?.trim() ?? '';
  const number = input.receiptOrgNumber?.trim() ?? '';
  if (name === '' && number === '') return null;
  const say = receiptOrganisationMessages;
  if (name === '') return { field: 'receiptOrgName', message: say.nameRequired };
  if ([...name].length > receiptOrganisationLimits.nameMax)
    return { field: 'receiptOrgName', message: say.nameTooLong };
  if (number === '') return { field: 'receiptOrgNumber', message: say.numberRequired };
  if (!isRegistrationNumber(number)) return { field: 'receiptOrgNumber', message: say.numberInvalid };
  return null;
}

/** What is stored of checked boxes: the name trimmed and the number as 000-00-00000, or null for none. */
export function receiptOrganisationOf(input: ReceiptOrganisationInput): ReceiptOrganisation | null {
  const name = input.receiptOrgName?.trim() ?? '';
  const number = input.receiptOrgNumber?.trim() ?? '';
  if (name === '' || !isRegistrationNumber(number)) return null;
  return { name, number: formatBusinessNumber(numberDigits(number)) };
}

/** "새빛교회 (123-82-12345)", as lists and exports write it. */
export const receiptOrganisationText = (receipt: ReceiptOrganisation | null): string =>
  receipt ? `${receipt.name} (${receipt.number})` : '';

/** The boxes as a form sends them: trimmed, and only when some of it was typed (the server refuses half). */
export function receiptOrganisationRequest(input: {
  receiptOrgName: string;
  receiptOrgNumber: string;
}): ReceiptOrganisationInput {
  const receiptOrgName = input.receiptOrgName.trim();
  const receiptOrgNumber = input.receiptOrgNumber.trim();
  return receiptOrgName || receiptOrgNumber ? { receiptOrgName, receiptOrgNumber } : {};
}
