import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type RowCell, RowListSection } from './row-list-section';

type Line = { key: string; name: string; price: string; required: boolean };

const cells: RowCell<Line>[] = [
  { field: 'name', label: '이름', placeholder: '예: 상업용' },
  { field: 'price', label: '가격 (원)', numeric: true },
  { type: 'check', field: 'required', label: '필수' },
];

const lines: Line[] = [
  { key: 'a', name: '개인용', price: '1,000', required: false },
  { key: 'b', name: '상업용', price: '5,000', required: true },
];

const render = (props: Partial<Parameters<typeof RowListSection<Line>>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(RowListSection<Line>, {
      name: '라이선스',
      description: '사용 범위와 가격입니다.',
      cells,
      rows: lines,
      max: 3,
      onAdd: () => {},
      onRemove: () => {},
      onEdit: () => {},
      ...props,
    }),
  );

/** 라이선스 추가 as a disabled button (the attribute, not the disabled: style). */
const addDisabled = /<button[^>]* disabled=""[^>]*>라이선스 추가/;

/** The text a screen reader reads for the markup (tags dropped). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('RowListSection', () => {
  it('names every box and every 삭제 by the list and the row number', () => {
    const html = render();
    expect(html).toContain('aria-label="라이선스 2 이름"');
    expect(html).toContain('aria-label="라이선스 2 가격 (원)"');
    expect(textOf(html)).toContain('라이선스 1 삭제');
    expect(textOf(html)).toContain('라이선스 2 필수');
    expect(html).toContain('inputMode="numeric"');
  });

  it('counts the rows against the limit and stops adding at it', () => {
    expect(textOf(render())).toContain('(2/3)');
    expect(render()).not.toMatch(addDisabled);
    expect(render({ max: 2 })).toMatch(addDisabled);
  });

  it('leaves the count to the list it shares its limit with', () => {
    const html = render({ shared: 3 });
    expect(textOf(html)).not.toContain('(2/3)');
    expect(html).toMatch(addDisabled);
  });

  it("ties only each row's first box to the form's check", () => {
    const html = render({ firstBox: (index) => ({ id: `box-${index}`, 'aria-invalid': true }) });
    expect(html).toMatch(
      /<input[^>]*aria-label="라이선스 2 이름"[^>]*id="box-1"|id="box-1"[^>]*aria-label="라이선스 2 이름"/,
    );
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  });
});
