/** Korean texts of the account calls (spec §5, §8). */
export const accountMessages = {
  wrongCredentials: '아이디 또는 비밀번호를 확인하세요.',
  tooManyLoginFailures:
    '로그인 실패가 너무 많아 잠시 로그인할 수 없습니다. 아이디/비밀번호 찾기로 비밀번호를 재설정하거나 잠시 후 다시 시도해주세요.',
  crossSiteRefused: '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
} as const;
