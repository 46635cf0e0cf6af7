import { describe, expect, it } from 'vitest';
import { isTimedMedia, mediaKindOf } from '../files/media-kind';
import { type SampleTextParts, sampleTextMissing } from './sample-text-rule';

const onSale = (part: Partial<SampleTextParts>): SampleTextParts => ({
  itemStatus: 'SALE',
  sampleLink: '/uploads/mall/samples/2025/03/a.mp4',
  ...part,
});

describe('sampleTextMissing (KWCAG 1.2.1 자막 제공)', () => {
  it('refuses a sound or video sample on sale that says nothing of its speech', () => {
    expect(sampleTextMissing(onSale({}))).toBe(true);
    expect(sampleTextMissing(onSale({ sampleLink: '/uploads/mall/samples/a.mp3' }))).toBe(true);
    expect(
      sampleTextMissing(
        onSale({ sampleCaptionLink: null, sampleTranscript: ' \n ', sampleWithoutSpeech: false }),
      ),
    ).toBe(true);
  });

  it('takes any one of a caption track, a transcript or the no-speech mark', () => {
    expect(sampleTextMissing(onSale({ sampleCaptionLink: '/uploads/mall/captions/a.vtt' }))).toBe(false);
    expect(sampleTextMissing(onSale({ sampleTranscript: '강사: 안녕하세요.' }))).toBe(false);
    expect(sampleTextMissing(onSale({ sampleWithoutSpeech: true }))).toBe(false);
  });

  it('does not take a caption track for a sound sample: a browser shows none on an audio player', () => {
    const song = {
      sampleLink: '/uploads/mall/samples/a.mp3',
      sampleCaptionLink: '/uploads/mall/captions/a.vtt',
    };
    expect(sampleTextMissing(onSale(song))).toBe(true);
    expect(sampleTextMissing(onSale({ ...song, sampleTranscript: '주님의 사랑…' }))).toBe(false);
  });

  it('lets a stopped item wait, and asks nothing of a picture sample or of no sample', () => {
    expect(sampleTextMissing(onSale({ itemStatus: 'STOP' }))).toBe(false);
    expect(sampleTextMissing(onSale({ sampleLink: '/uploads/mall/previews/a.jpg' }))).toBe(false);
    expect(sampleTextMissing(onSale({ sampleLink: null }))).toBe(false);
  });
});

describe('mediaKindOf', () => {
  it('tells a stored sample’s kind by its extension', () => {
    expect(mediaKindOf('/uploads/mall/samples/2025/03/x.JPG')).toBe('image');
    expect(mediaKindOf('/uploads/mall/samples/x.ogg')).toBe('audio');
    expect(mediaKindOf('/uploads/mall/samples/x.mp4?v=1')).toBe('video');
    expect(mediaKindOf('/uploads/mall/samples/x')).toBeNull();
    expect(mediaKindOf('/uploads/mall.webm/x')).toBeNull();
    expect(isTimedMedia('/uploads/mall/samples/x.webm')).toBe(true);
    expect(isTimedMedia('/uploads/mall/samples/x.webp')).toBe(false);
    expect(isTimedMedia(null)).toBe(false);
  });
});
