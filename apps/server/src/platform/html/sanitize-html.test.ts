import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeRichHtml } from './sanitize-html';

describe('sanitizeRichHtml', () => {
  it('keeps the formatting the editors produce', () => {
    const html =
      '<h2>제목</h2><p style="text-align: center">가운데 <strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>' +
      '<ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><hr /><br />' +
      '<p><a href="https://example.com" target="_blank">링크</a> <span style="color: #ff0000">빨강</span></p>' +
      '<p><img src="/uploads/conferences/a.png" alt="사진" width="300" height="200" /></p>';
    const clean = sanitizeRichHtml(html);
    expect(clean).toContain('<h2>제목</h2>');
    expect(clean).toContain('<p style="text-align:center">');
    expect(clean).toContain('<strong>굵게</strong>');
    expect(clean).toContain('<u>밑줄</u>');
    expect(clean).toContain('<s>취소</s>');
    expect(clean).toContain('<blockquote>인용</blockquote>');
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">링크</a>',
    );
    expect(clean).toContain('<span style="color:#ff0000">빨강</span>');
    expect(clean).toContain('<img src="/uploads/conferences/a.png" alt="사진" width="300" height="200" />');
  });

  it.each([
    ['a script', '<p>안녕</p><script>alert(1)</script>', '<p>안녕</p>'],
    [
      'an event handler on an image',
      '<img src="/uploads/a.png" onerror="alert(1)">',
      '<img src="/uploads/a.png" />',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">눌러</a>', '<a>눌러</a>'],
    ['a javascript: link in disguise', '<a href="JaVaScRiPt&colon;alert(1)">눌러</a>', '<a>눌러</a>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"></circle></svg><p>글</p>', '<p>글</p>'],
    ['a foreign iframe', '<iframe src="https://evil.example/phish"></iframe><p>글</p>', '<p>글</p>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a style tag', '<style>body{display:none}</style><p>글</p>', '<p>글</p>'],
    ['a style with url()', '<p style="background:url(javascript:alert(1));color:red">글</p>', '<p>글</p>'],
    ['an inline handler on a paragraph', '<p onclick="alert(1)">글</p>', '<p>글</p>'],
  ])('removes %s', (_name, dirty, expected) => {
    expect(sanitizeRichHtml(dirty)).toBe(expected);
  });

  it('keeps video players and drops everything else framed', () => {
    const youtube =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315"></iframe>';
    expect(sanitizeRichHtml(youtube)).toBe(youtube);
    expect(sanitizeRichHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain(
      'player.vimeo.com',
    );
    expect(sanitizeRichHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
    expect(sanitizeRichHtml('<iframe src="/uploads/x.html"></iframe>')).toBe('');
  });
});

describe('hasVisibleContent', () => {
  it('tells an empty editor from content', () => {
    expect(hasVisibleContent('<p></p>')).toBe(false);
    expect(hasVisibleContent('<p> &nbsp; </p><p><br /></p>')).toBe(false);
    expect(hasVisibleContent('<p>글</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/uploads/a.png" /></p>')).toBe(true);
  });
});
