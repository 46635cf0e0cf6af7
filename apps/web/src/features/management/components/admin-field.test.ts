import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextBox } from './admin-field';

const render = (props: Partial<Parameters<typeof TextBox>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(TextBox, { id: 'fee', label: '배송비 (원)', value: '', onChange: () => {}, ...props }),
  );

describe('TextBox', () => {
  it('marks a required box in its label and for screen readers', () => {
    const html = render({ required: true });
    expect(html).toMatch(/<label for="fee"[^>]*>배송비 \(원\) <span[^>]*>\(필수\)<\/span><\/label>/);
    expect(html).toContain('aria-required="true"');
  });

  it('is described by its problem first, then its hint', () => {
    const html = render({ hint: '비우면 0원입니다.', problem: '금액을 확인해 주세요.' });
    expect(html).toContain('aria-invalid="true" aria-describedby="fee-problem fee-hint"');
    expect(html).toMatch(/<p id="fee-hint"[^>]*>비우면 0원입니다.<\/p><p id="fee-problem" role="alert"/);
  });

  it('points at a problem said elsewhere, and says nothing under itself', () => {
    const html = render({ invalid: { 'aria-invalid': true, 'aria-describedby': 'form-problem' } });
    expect(html).toContain('aria-invalid="true" aria-describedby="form-problem"');
    expect(html).not.toContain('role="alert"');
  });

  it('takes amounts on a number pad, up to 15 characters unless told otherwise', () => {
    expect(render({ numeric: true })).toMatch(/inputMode="numeric" maxLength="15"/);
    expect(render({ numeric: true, maxLength: 3 })).toMatch(/inputMode="numeric" maxLength="3"/);
    expect(render()).not.toContain('inputMode');
  });
});
