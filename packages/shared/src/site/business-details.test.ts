import { describe, expect, it } from 'vitest';
import { defaultBusinessDetails, formatBusinessNumber, ftcBusinessInfoUrl } from './business-details';
import { businessDetailsEditSchema } from './business-details.contract';

describe('the business details', () => {
  it('write a business number as the tax office does', () => {
    expect(formatBusinessNumber('1018212345')).toBe('101-82-12345');
    expect(formatBusinessNumber('101-82-12345')).toBe('101-82-12345');
    expect(formatBusinessNumber('12345')).toBe('12345');
  });

  it('link the Fair Trade Commission’s page of the number they print', () => {
    expect(ftcBusinessInfoUrl(defaultBusinessDetails)).toBe(
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1018212345',
    );
    expect(
      ftcBusinessInfoUrl({ businessNumber: '220-81-62517', ftcInfoUrl: 'https://example.kr/biz?no=123' }),
    ).toBe('https://example.kr/biz?no=123');
  });

  it('are stored trimmed, the number formatted', () => {
    const { updated_date: _saved, ...edit } = defaultBusinessDetails;
    const parsed = businessDetailsEditSchema.parse({
      ...edit,
      businessNumber: ' 2208162517 ',
      phone: ' 1588-1234',
    });
    expect(parsed).toMatchObject({ businessNumber: '220-81-62517', phone: '1588-1234' });
  });
});
