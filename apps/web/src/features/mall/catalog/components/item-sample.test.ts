import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemSample } from './item-sample';

type Item = Parameters<typeof ItemSample>[0]['item'];
const render = (item: Partial<Item>) =>
  renderToStaticMarkup(
    createElement(ItemSample, {
      item: {
        title: '빈 무덤의 아침',
        contentType: 'VIDEO',
        sampleLink: '/uploads/mall/samples/a.webm',
        sampleCaptionLink: null,
        sampleTranscript: null,
        ...item,
      },
    }),
  );

describe('ItemSample', () => {
  it('plays a video sample here with its Korean captions, and still offers it in a new tab', () => {
    const html = render({ sampleCaptionLink: '/uploads/mall/captions/a.vtt' });
    expect(html).toContain('<video src="/uploads/mall/samples/a.webm"');
    expect(html).toContain(
      '<track kind="captions" srcLang="ko" label="한국어" src="/uploads/mall/captions/a.vtt" default=""/>',
    );
    expect(html).toMatch(/<a href="\/uploads\/mall\/samples\/a.webm" target="_blank"[^>]*>샘플 영상 보기/);
    expect(html).not.toContain('대본 보기');
    expect(render({})).not.toContain('<track');
  });

  it('folds a sound or video sample’s transcript out beside its player, its line breaks kept', () => {
    const transcript = '해설: 여인들이 무덤으로 갔어요.\n천사: 살아나셨느니라.';
    for (const sampleLink of ['/uploads/mall/samples/a.mp4', '/uploads/mall/samples/a.mp3']) {
      const html = render({ sampleLink, sampleTranscript: transcript });
      expect(html).toMatch(
        /<details[^>]*><summary[^>]*>대본 보기<\/summary><p class="[^"]*whitespace-pre-line/,
      );
      expect(html).toContain(transcript);
    }
    expect(render({ sampleLink: '/uploads/mall/samples/a.mp3', contentType: 'MUSIC' })).toContain('<audio');
  });

  it('shows a file content’s picture preview, and nothing without a sample', () => {
    const html = render({ contentType: 'FILE', sampleLink: '/uploads/mall/previews/a.jpg' });
    expect(html).toContain('alt="빈 무덤의 아침 미리보기"');
    expect(render({ sampleLink: null })).toBe('');
  });
});
