import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { choicesOf, FilterBar, type FilterField } from './filter-bar';

type Draft = { searchText: string; categoryId: number | null; toShip: boolean };

const rows: FilterField<keyof Draft>[][] = [
  [
    {
      type: 'select',
      name: 'categoryId',
      label: '카테고리',
      emptyLabel: '전체',
      numeric: true,
      options: [
        { value: '1', label: '도서' },
        { value: '2', label: '음반' },
      ],
    },
    { type: 'check', name: 'toShip', label: '배송 준비 주문만' },
  ],
  [{ type: 'search', name: 'searchText', label: '검색어', maxLength: 100 }],
];

const render = (values: Draft, problem: { field: keyof Draft; message: string } | null = null) =>
  renderToStaticMarkup(
    createElement(FilterBar<Draft>, {
      label: '상품 검색',
      rows,
      values,
      problem,
      onChange: () => {},
      onSubmit: () => {},
    }),
  );

/** The id a label points at, by its text. */
const labelTarget = (html: string, text: string) =>
  html.match(new RegExp(`<label for="([^"]+)"[^>]*>${text}`))?.[1];

describe('choicesOf', () => {
  it('keeps the order of the values, each shown by its label', () => {
    expect(choicesOf(['low', 'out'] as const, { out: '품절', low: '재고 부족' })).toEqual([
      { value: 'low', label: '재고 부족' },
      { value: 'out', label: '품절' },
    ]);
  });
});

describe('FilterBar', () => {
  it('labels every described box and ends the last row with 검색', () => {
    const html = render({ searchText: '성경', categoryId: 2, toShip: true });
    const search = labelTarget(html, '검색어');
    expect(search).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input[^>]*type="search"[^>]*id="${search}"`));
    expect(html).toContain('aria-label="상품 검색"');
    expect(html).toMatch(/<option value="2" selected="">음반<\/option>/);
    expect(html).toMatch(/<input type="checkbox" checked=""\/>배송 준비 주문만/);
    expect(html).toMatch(/value="성경"\/><\/div><button type="submit"[^>]*>검색<\/button><\/div><\/form>$/);
  });

  it('shows null as the empty choice', () => {
    expect(render({ searchText: '', categoryId: null, toShip: false })).toMatch(
      /<option value="" selected="">전체<\/option>/,
    );
  });

  it('says a problem under the bar and points its box, and only that box, at it', () => {
    const html = render(
      { searchText: '', categoryId: null, toShip: false },
      { field: 'searchText', message: '다시 입력해 주세요.' },
    );
    const problemId = html.match(/<p id="([^"]+)" role="alert"[^>]*>다시 입력해 주세요.<\/p>/)?.[1];
    expect(problemId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input[^>]*aria-invalid="true" aria-describedby="${problemId}"`));
    expect(html.match(/aria-invalid/g)).toHaveLength(1);
  });
});
