import { sitePageMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sitePageProblem } from './site-page-rules';

describe('site page edit checks', () => {
  it('accepts a title and some text', () => {
    expect(sitePageProblem({ title: ' 사역 나눔 ', contents: '<p>이야기</p>' })).toBeNull();
  });

  it('asks for a title', () => {
    expect(sitePageProblem({ title: '   ', contents: '<p>이야기</p>' })).toBe(sitePageMessages.titleRequired);
  });

  it('refuses a title over 100 characters, counted as the database counts them', () => {
    expect(sitePageProblem({ title: '가'.repeat(100), contents: '<p>이야기</p>' })).toBeNull();
    expect(sitePageProblem({ title: '가'.repeat(101), contents: '<p>이야기</p>' })).toContain('100자');
    expect(sitePageProblem({ title: '😀'.repeat(100), contents: '<p>이야기</p>' })).toBeNull();
  });

  it('asks for contents when the editor shows nothing', () => {
    for (const contents of ['', '<p></p>', '<p>&nbsp; </p><p><br></p>']) {
      expect(sitePageProblem({ title: '제목', contents })).toBe(sitePageMessages.contentsRequired);
    }
  });

  it('counts an image or an embedded video as contents', () => {
    expect(hasVisibleContent('<p><img src="/uploads/a.png"></p>')).toBe(true);
    expect(hasVisibleContent('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe(true);
  });
});
