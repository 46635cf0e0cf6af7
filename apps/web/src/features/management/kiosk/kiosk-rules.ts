/** The texts of the kiosk/tablet tab (spec §8 Kiosk) and the rules the server applies again (spec §5). */
export const kioskTexts = {
  loadFailed: '정보를 불러오는데 실패했습니다.\n관리자에게 문의해주세요.',
  saved: '정보 변경에 성공했습니다.',
  saveFailed: '정보 변경에 실패했습니다.',
  imageOnly: '파일은 이미지 파일만 선택할 수 있습니다.',
} as const;

export type KioskDevice = 'kiosk' | 'tablet';

export const kioskLimits = { title: 13, description: 39 } as const;

/** Per display: its name and the picture shape the screen shows best (spec §5). */
export const kioskDeviceInfo: Record<KioskDevice, { label: string; ratio: [number, number] }> = {
  kiosk: { label: '키오스크', ratio: [2160, 907] },
  tablet: { label: '태블릿', ratio: [16, 19] },
};

/** Letters, digits, Hangul and spaces: what the displays can draw. */
const displayableText = /^[0-9A-Za-z가-힣ㄱ-ㅎㅏ-ㅣ ]*$/;

export const lengthOf = (text: string) => [...text].length;

/** The server's refusal text for a title or description that does not fit, or null when it does. */
export function textProblem(
  device: KioskDevice,
  field: 'title' | 'description',
  text: string,
): string | null {
  const max = kioskLimits[field];
  if (lengthOf(text) <= max && displayableText.test(text)) return null;
  const name = field === 'title' ? '제목' : '설명';
  return `${kioskDeviceInfo[device].label} ${name}은 ${max}자 이내의 한글, 영문, 숫자로 입력해주세요.`;
}
