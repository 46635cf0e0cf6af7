import type { SocialProviderName } from '../providers/social-provider';

/** A person the simulator can log in as, with what they agreed to share. */
export type SimulatedPerson = {
  key: string;
  label: string;
  /** Kakao's member number (a number, as Kakao sends it), Naver's id or Apple's `sub`. */
  id: number | string;
  name?: string;
  nickname?: string;
  email?: string;
  /** As the provider formats it: Kakao "+82 10-…", Naver "010-…". */
  phone?: string;
  /** Apple sends the name only with a person's first authorization. */
  appleName?: { firstName: string; lastName: string };
};

/**
 * Fixture people per provider (integrations.md §2.4), covering full consent, no consent (no email,
 * no phone) and a phone number that already belongs to the demo member member1 (check answer 001).
 */
export const simulatedPeople: Record<SocialProviderName, SimulatedPerson[]> = {
  kakao: [
    {
      key: 'kakao-full',
      label: '김카카오 (이름·이메일·전화번호 동의)',
      id: 4_100_000_001,
      name: '김카카오',
      nickname: '카카오김',
      email: 'kim.kakao@example.com',
      phone: '+82 10-4100-0001',
    },
    { key: 'kakao-bare', label: '박카카오 (닉네임만 동의)', id: 4_100_000_002, nickname: '박카카오' },
    {
      key: 'kakao-member1-phone',
      label: '최카카오 (member1과 같은 전화번호)',
      id: 4_100_000_003,
      name: '최카카오',
      phone: '+82 10-1234-5678',
    },
  ],
  naver: [
    {
      key: 'naver-full',
      label: '이네이버 (이름·이메일·휴대전화 동의)',
      id: 'sim-naver-5100000001',
      name: '이네이버',
      nickname: '네이버이',
      email: 'lee.naver@example.com',
      phone: '010-5100-0001',
    },
    { key: 'naver-bare', label: '정네이버 (별명만 동의)', id: 'sim-naver-5100000002', nickname: '정네이버' },
  ],
  apple: [
    {
      key: 'apple-private',
      label: '한애플 (이메일 가리기)',
      id: '001234.5f1e0c2a9b7d4e3f8a6b5c4d3e2f1a0b.0001',
      email: 'sim.user1@privaterelay.appleid.com',
      appleName: { firstName: '애플', lastName: '한' },
    },
    {
      key: 'apple-shared',
      label: '윤애플 (이메일 공유)',
      id: '001234.0a1b2c3d4e5f60718293a4b5c6d7e8f9.0002',
      email: 'yoon.apple@example.com',
      appleName: { firstName: '애플', lastName: '윤' },
    },
  ],
};

export function findSimulatedPerson(provider: SocialProviderName, key: string | undefined) {
  return simulatedPeople[provider].find((person) => person.key === key);
}
