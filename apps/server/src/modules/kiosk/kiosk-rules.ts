import type { ImageType } from '../storage';

/** The two displays whose content administrators edit (spec §3 Kiosk/tablet info). */
export const kioskDevices = ['kiosk', 'tablet'] as const;
export type KioskDevice = (typeof kioskDevices)[number];

export const deviceLabels: Record<KioskDevice, string> = { kiosk: '키오스크', tablet: '태블릿' };

/** Spec §5 and §9: what fits on the screens. */
export const kioskLimits = { title: 13, description: 39 } as const;

/** Spec §5: images are recognised by their signature, never by the file name. */
export const kioskImageTypes: readonly ImageType[] = ['png', 'jpeg', 'bmp', 'tiff', 'webp'];

export const kioskMessages = {
  imageOnly: '파일은 이미지 파일만 선택할 수 있습니다.',
  saved: '정보 변경에 성공했습니다.',
  notMultipart: '변경할 정보를 다시 확인해주세요.',
  title: (device: KioskDevice) =>
    `${deviceLabels[device]} 제목은 ${kioskLimits.title}자 이내의 한글, 영문, 숫자로 입력해주세요.`,
  description: (device: KioskDevice) =>
    `${deviceLabels[device]} 설명은 ${kioskLimits.description}자 이내의 한글, 영문, 숫자로 입력해주세요.`,
} as const;

/**
 * Letters, digits and Hangul (spec §5), plus spaces between words, which the seeded texts need.
 * The display's font covers nothing else.
 */
const displayableText = /^[0-9A-Za-z가-힣ㄱ-ㅎㅏ-ㅣ ]*$/;

/** Whether a title or description may be shown: at most `max` characters the displays can draw. */
export const fitsDisplay = (text: string, max: number) =>
  [...text].length <= max && displayableText.test(text);
