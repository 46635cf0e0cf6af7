/** What a stored file plays as: a picture, sound or video (a sample is shown as <img>, <audio> or <video>). */
export type MediaKind = 'image' | 'audio' | 'video';

/** The extensions the server stores each kind under (it names files by what their bytes are). */
const extensions: Record<MediaKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  audio: ['mp3', 'wav', 'ogg', 'flac', 'm4a'],
  video: ['mp4', 'webm'],
};

/** A stored path's kind by its extension, query and fragment aside; null for any other file. */
export function mediaKindOf(path: string): MediaKind | null {
  const name = path.split(/[?#]/)[0] ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  for (const kind of ['image', 'audio', 'video'] as const)
    if (extensions[kind].includes(extension)) return kind;
  return null;
}

/** Sound or video: media with a timeline, which may hold speech that needs captions or a transcript. */
export const isTimedMedia = (path: string | null): boolean => {
  const kind = path === null ? null : mediaKindOf(path);
  return kind === 'audio' || kind === 'video';
};
