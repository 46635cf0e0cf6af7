import {
  type MallUploadPurpose,
  type MediaKind,
  mallItemAdminLimits,
  mediaKindOf,
  mallItemAdminMessages as say,
} from '@edu/shared';

const mimeTypes: Record<MediaKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  audio: [
    'audio/mpeg',
    'audio/mp3',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/ogg',
    'audio/flac',
    'audio/x-flac',
    'audio/mp4',
    'audio/x-m4a',
  ],
  video: ['video/mp4', 'video/webm'],
};

/** The file pickers' accept lists. */
export const uploadAccept: Record<MallUploadPurpose, string | undefined> = {
  thumbnail: mimeTypes.image.join(','),
  sample: [...mimeTypes.image, ...mimeTypes.audio, ...mimeTypes.video, '.m4a', '.flac'].join(','),
  // Browsers rarely know text/vtt: the extension is what the picker can go by.
  caption: '.vtt,text/vtt',
  content: undefined,
};

const maxBytes: Record<MallUploadPurpose, number> = {
  thumbnail: mallItemAdminLimits.imageMaxBytes,
  sample: mallItemAdminLimits.sampleMaxBytes,
  caption: mallItemAdminLimits.captionMaxBytes,
  content: mallItemAdminLimits.contentFileMaxBytes,
};

/** A chosen file's kind by its type or, when the browser does not say, its name. */
function chosenKindOf(file: { name: string; type: string }): MediaKind | null {
  for (const kind of ['image', 'audio', 'video'] as const)
    if (mimeTypes[kind].includes(file.type.toLowerCase())) return kind;
  return mediaKindOf(file.name);
}

/**
 * Why a chosen file would be refused, said before it is sent (the server checks the bytes again): too
 * large for what it is for, or not a picture (thumbnail), nor a picture, sound or video (sample), nor
 * named .vtt (caption: the server reads whether it is WebVTT). A content's files may be of many kinds:
 * only their size is checked here.
 */
export function uploadProblem(
  purpose: MallUploadPurpose,
  file: { name: string; type: string; size: number },
): string | null {
  if (file.size > maxBytes[purpose]) return say.fileTooLarge(maxBytes[purpose] / 1024 / 1024);
  if (purpose === 'caption') return /\.vtt$/i.test(file.name) ? null : say.captionType;
  const kind = chosenKindOf(file);
  if (purpose === 'thumbnail' && kind !== 'image') return say.imageType;
  if (purpose === 'sample' && kind === null) return say.sampleType;
  return null;
}
