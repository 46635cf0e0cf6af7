import { detectImageType, imageExtensions } from './image-type';

/** What an uploaded file is, by its first bytes (never by its name): its family and the extension we store it with. */
export type FileKind = {
  family: 'image' | 'audio' | 'video' | 'document' | 'archive';
  extension: string;
};

const at = (data: Buffer, text: string, offset = 0) =>
  data.length >= offset + text.length &&
  data.subarray(offset, offset + text.length).toString('latin1') === text;
const bytesAt = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/** ISO base media (MP4, M4A): `ftyp` at byte 4; audio-only brands are M4A. */
function isoMedia(data: Buffer): FileKind | null {
  if (!at(data, 'ftyp', 4)) return null;
  const brand = data.subarray(8, 12).toString('latin1');
  return brand.startsWith('M4A')
    ? { family: 'audio', extension: 'm4a' }
    : { family: 'video', extension: 'mp4' };
}

/**
 * The kinds an upload may be (a mall content, a post's attachment): pictures, sound, video, PDF, office
 * and 한글 documents (zip-based OOXML/HWPX or the older compound-file DOC/XLS/PPT/HWP) and zip
 * archives. Anything else — scripts, programs, HTML — is null, whatever it is called.
 */
export function detectFileKind(data: Buffer): FileKind | null {
  const image = detectImageType(data);
  if (image) return { family: 'image', extension: imageExtensions[image] };
  if (at(data, 'RIFF') && at(data, 'WAVE', 8)) return { family: 'audio', extension: 'wav' };
  if (
    at(data, 'ID3') ||
    bytesAt(data, [0xff, 0xfb]) ||
    bytesAt(data, [0xff, 0xf3]) ||
    bytesAt(data, [0xff, 0xf2])
  )
    return { family: 'audio', extension: 'mp3' };
  if (at(data, 'OggS')) return { family: 'audio', extension: 'ogg' };
  if (at(data, 'fLaC')) return { family: 'audio', extension: 'flac' };
  if (bytesAt(data, [0x1a, 0x45, 0xdf, 0xa3])) return { family: 'video', extension: 'webm' };
  const media = isoMedia(data);
  if (media) return media;
  if (at(data, '%PDF-')) return { family: 'document', extension: 'pdf' };
  if (bytesAt(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { family: 'document', extension: 'hwp' };
  if (bytesAt(data, [0x50, 0x4b, 0x03, 0x04])) return { family: 'archive', extension: 'zip' };
  return null;
}

/**
 * The extension a stored file keeps: zip-based and compound documents are stored under the name's own
 * extension when it is one of theirs (a .docx stays .docx), else under what the bytes say.
 */
export function storedExtension(kind: FileKind, fileName: string): string {
  const named = fileName.split('.').pop()?.toLowerCase() ?? '';
  const zipBased = ['zip', 'docx', 'xlsx', 'pptx', 'hwpx'];
  const compound = ['hwp', 'doc', 'xls', 'ppt'];
  if (kind.extension === 'zip' && zipBased.includes(named)) return named;
  if (kind.extension === 'hwp' && compound.includes(named)) return named;
  return kind.extension;
}
