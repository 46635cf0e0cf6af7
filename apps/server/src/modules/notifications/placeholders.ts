/** The values a message is filled with, one registration at a time. */
export type PlaceholderValues = {
  name: string;
  church: string;
  headcount: number;
  conferenceTitle: string;
  sessionNumber: number;
  local: string;
  place: string;
  schedule: string;
  dept: string;
  barcode: string;
  barcodeUrl: string;
  onlineUrl: string;
  meetingId: string;
  meetingPasscode: string;
};

type Placeholder = { token: string; description: string; value: (values: PlaceholderValues) => string };

/** Every placeholder a template may hold, in the order the editor lists them. */
export const placeholders: Placeholder[] = [
  { token: '#{이름}', description: '신청자 이름', value: (v) => v.name },
  { token: '#{교회}', description: '신청자 교회', value: (v) => v.church },
  { token: '#{인원}', description: '참석 인원', value: (v) => `${v.headcount}명` },
  { token: '#{컨퍼런스}', description: '컨퍼런스 제목', value: (v) => v.conferenceTitle },
  { token: '#{회차}', description: '회차', value: (v) => `${v.sessionNumber}회차` },
  { token: '#{지역}', description: '회차 지역', value: (v) => v.local },
  { token: '#{장소}', description: '회차 장소', value: (v) => v.place },
  { token: '#{일정}', description: '회차 일정', value: (v) => v.schedule },
  { token: '#{부서}', description: '신청 부서', value: (v) => v.dept },
  { token: '#{바코드}', description: '바코드 번호', value: (v) => v.barcode },
  { token: '#{바코드링크}', description: '바코드 정보 페이지 주소', value: (v) => v.barcodeUrl },
  { token: '#{온라인링크}', description: '온라인 모임 페이지 주소', value: (v) => v.onlineUrl },
  { token: '#{회의ID}', description: '온라인 회의 ID', value: (v) => v.meetingId },
  { token: '#{회의암호}', description: '온라인 회의 암호', value: (v) => v.meetingPasscode },
];

const known = new Map(placeholders.map((placeholder) => [placeholder.token, placeholder]));
const tokenPattern = /#\{[^}\n]*\}/g;

/** The placeholders in a text that are not on the list (each once, in order of appearance). */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set(text.match(tokenPattern) ?? [])].filter((token) => !known.has(token));
}

/** The text with every known placeholder replaced by the registration's value. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(tokenPattern, (token) => known.get(token)?.value(values) ?? token);
}

/** The page addresses a message links to: the ticket of a registration, the online meeting of a conference. */
export const barcodeUrlOf = (publicUrl: string, registrationIdx: number) =>
  `${publicUrl.replace(/\/$/, '')}/barcode/${registrationIdx}`;
export const onlineUrlOf = (publicUrl: string, conferenceIdx: number) =>
  `${publicUrl.replace(/\/$/, '')}/online/${conferenceIdx}`;
