import { type BusinessDetails, defaultBusinessDetails } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import type { PolicyBlock, PolicyDocument } from './policy-document';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';

/** Every sentence of a policy, tables' cells included. */
const textOf = (policy: PolicyDocument) => {
  const blockText = (block: PolicyBlock): string[] =>
    typeof block === 'string'
      ? [block]
      : 'items' in block
        ? block.items
        : [...block.table.head, ...block.table.rows.flat()];
  return [
    ...policy.preamble,
    ...policy.articles.flatMap((article) => [article.title, ...article.blocks.flatMap(blockText)]),
    ...policy.addenda,
  ].join('\n');
};

const saved: BusinessDetails = {
  ...defaultBusinessDetails,
  organisation: '(재)새빛교육재단',
  representative: '이새빛',
  phone: '02-1234-5678',
  email: 'privacy@saebit.kr',
  customerCentreHours: '평일 09:00 ~ 18:00',
  updated_date: '2026-11-20T00:00:00.000Z',
};

describe('the policies name who runs the site from the saved business details', () => {
  it('privacy policy: the organisation and its privacy officer’s name, phone and email', () => {
    const text = textOf(privacyPolicy(saved));
    expect(text).toContain('(재)새빛교육재단(이하 “재단”)은');
    expect(text).toContain('개인정보 보호책임자: 이새빛 (대표자)');
    expect(text).toContain('전화: 02-1234-5678');
    expect(text).toContain('이메일: privacy@saebit.kr');
    expect(text).not.toContain(defaultBusinessDetails.organisation);
    expect(text).not.toContain(defaultBusinessDetails.email);
  });

  it('terms of use: the organisation and the customer centre’s hours', () => {
    const text = textOf(termsOfUse(saved));
    expect(text).toContain('이 약관은 (재)새빛교육재단(이하 “재단”)이 운영하는');
    expect(text).toContain('고객센터 운영 시간은 평일 09:00 ~ 18:00입니다.');
    expect(text).not.toContain(defaultBusinessDetails.organisation);
  });
});

describe('the privacy policy’s payment processing', () => {
  it('names the easy pays, Kakao Pay and Naver Pay, paid through KG Inicis', () => {
    const entrusted = privacyPolicy(saved).articles.find((article) => article.title.includes('위탁'));
    const rows = entrusted?.blocks.flatMap((block) =>
      typeof block === 'object' && 'table' in block ? block.table.rows : [],
    );
    const inicis = rows?.find(([who]) => who?.includes('KG이니시스'));
    expect(inicis?.[1]).toMatch(/간편결제\(카카오페이·네이버페이\)/);
    const easyPays = rows?.find(([who]) => who?.includes('카카오페이') && who.includes('네이버파이낸셜'));
    expect(easyPays?.[1]).toContain('KG이니시스를 통해');
  });
});
