import type { JoinType } from '@edu/shared';

const socialLabels: Record<Exclude<JoinType, 'normal'>, string> = {
  kakao: '카카오',
  naver: '네이버',
  apple: '애플',
};

/** Korean names of the social sign-ups among the join types, e.g. ["카카오", "네이버"]. */
export function socialJoinLabels(types: readonly JoinType[]): string[] {
  return types.filter((type) => type !== 'normal').map((type) => socialLabels[type]);
}

/** Spec §8 Passcode: the notice for a phone that already belongs to a member, by how it joined. */
export function alreadyJoinedNotice(types: readonly JoinType[]): string {
  const socials = socialJoinLabels(types).join('/');
  const normal = types.includes('normal');
  if (normal && socials)
    return `이미 가입된 휴대폰 번호입니다. (아이디 가입, ${socials} 간편가입) 아이디/비밀번호 찾기 또는 ${socials} 간편 로그인을 이용해주세요.`;
  if (normal) return '이미 가입된 휴대폰 번호입니다. 아이디/비밀번호 찾기를 이용해주세요.';
  if (socials) return `${socials} 간편가입으로 가입된 번호입니다. 해당 간편 로그인을 이용해주세요.`;
  return '이미 가입된 휴대폰 번호입니다.';
}

/** Spec §8 Recovery: the notice for an account that has no id and password, only simple sign-ups. */
export function simpleSignupNotice(types: readonly JoinType[]): string {
  const socials = socialJoinLabels(types).join(', ');
  return `${socials || '간편'} 간편가입으로 가입된 계정입니다. 해당 간편 로그인을 이용해주세요.`;
}
