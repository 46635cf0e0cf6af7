/** Korean texts shared by the server's refusals and the page's alerts. */
export const messages = {
  ok: '',
  generic: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  unexpected: '예기치 못한 에러가 발생했습니다.\n문제 지속시 고객센터로 문의 바랍니다.',
  network: '네트워크 연결을 확인하고 다시 시도해주세요.',
  invalidInput: '입력한 내용을 다시 확인해주세요.',
  notFoundApi: '요청한 주소를 찾을 수 없습니다.',
  notFoundResource: '요청한 정보를 찾을 수 없습니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  unavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  /** A call refused at once because the site is too busy (503 with Retry-After); the page retries first. */
  overloaded: '접속자가 많아 잠시 후 다시 시도해 주세요.',
  loginRequired: '로그인 후 이용 가능 합니다.',
  forbidden: '권한이 없습니다.',
  pageNotFoundTitle: '페이지를 찾을 수 없습니다',
  pageNotFoundBody:
    '요청하신 페이지가 존재하지 않거나, 이동 또는 삭제되었습니다.\n입력하신 주소가 정확한지 다시 한 번 확인해주세요.',
} as const;

/** Numeric `err_code` values of `/api/...` refusals (0 is success). */
export const errCodes = {
  ok: 0,
  invalidInput: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;
