import { describe, expect, it } from 'vitest';
import { escapeHtml, reviewHtmlOf, reviewTextOf } from './review-html';

describe('reviewHtmlOf', () => {
  it('makes a paragraph of a line', () => {
    expect(reviewHtmlOf('아이들이 좋아해요')).toBe('<p>아이들이 좋아해요</p>');
  });

  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(reviewHtmlOf('첫 줄\n둘째 줄\n\n\n새 문단\r\n끝')).toBe(
      '<p>첫 줄<br>둘째 줄</p><p>새 문단<br>끝</p>',
    );
  });

  it('escapes what would be markup, so a typed tag stays text', () => {
    expect(reviewHtmlOf('<script>alert("x")</script> & \'좋아요\'')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;좋아요&#39;</p>',
    );
  });

  it('drops leading, trailing and whitespace-only paragraphs', () => {
    expect(reviewHtmlOf('\n\n  \n\n본문\n\n   ')).toBe('<p>본문</p>');
    expect(reviewHtmlOf('   \n\n ')).toBe('');
  });
});

describe('reviewTextOf', () => {
  it('gives back the text a review was written from', () => {
    const text = '첫 줄\n둘째 줄 <b>굵게</b> & "따옴표"\n\n새 문단';
    expect(reviewTextOf(reviewHtmlOf(text))).toBe(text);
  });

  it('reads other editors’ HTML as plain text', () => {
    expect(
      reviewTextOf(
        '<p><span style="color:red">빨강</span>&nbsp;글씨</p><p><img src="a.png"></p><div>끝&#33;</div>',
      ),
    ).toBe('빨강 글씨\n\n끝!');
  });

  it('keeps an unknown entity as it is', () => {
    expect(reviewTextOf('<p>&unknown; &#x1F600;</p>')).toBe('&unknown; 😀');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
