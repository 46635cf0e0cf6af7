import { isTimedMedia, mediaKindOf } from '../files/media-kind';
import type { ItemStatus } from './catalog.constants';

/** What the rule reads of an item: whether it is on sale, its sample and the sample's text alternatives. */
export type SampleTextParts = {
  itemStatus: ItemStatus;
  sampleLink: string | null;
  sampleCaptionLink?: string | null | undefined;
  sampleTranscript?: string | null | undefined;
  sampleWithoutSpeech?: boolean | undefined;
};

/** A transcript that says something (blank text is none). */
export const hasTranscript = (transcript: string | null | undefined): boolean =>
  (transcript ?? '').trim().length > 0;

/**
 * KWCAG 1.2.1 (자막 제공): an item on sale (판매 중) whose sample is sound or video must say what is
 * spoken in it, by a caption track or a transcript, unless its administrator marked it as having no
 * speech. A stopped item may wait for them while it is prepared. The form, the save and the list's
 * 판매 재개 all ask this one rule, so none lets through what another refuses.
 */
export function sampleTextMissing(item: SampleTextParts): boolean {
  if (item.itemStatus !== 'SALE' || !isTimedMedia(item.sampleLink)) return false;
  if (item.sampleWithoutSpeech === true || hasTranscript(item.sampleTranscript)) return false;
  // A caption track shows only on a <video>: a sound sample needs its transcript.
  const video = item.sampleLink !== null && mediaKindOf(item.sampleLink) === 'video';
  return !(video && item.sampleCaptionLink);
}
