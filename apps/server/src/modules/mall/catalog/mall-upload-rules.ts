import { randomUUID } from 'node:crypto';
import { type MallUploadPurpose, mallItemAdminLimits, mallItemAdminMessages } from '@edu/shared';
import type { FileKind } from '../../storage';

/** The families each upload purpose accepts (a caption track is text, checked by `isWebVtt` instead). */
export const acceptedFamilies = {
  thumbnail: ['image'],
  sample: ['image', 'audio', 'video'],
  caption: [],
  content: ['image', 'audio', 'video', 'document', 'archive'],
} as const satisfies Record<MallUploadPurpose, readonly FileKind['family'][]>;

export const maxBytes: Record<MallUploadPurpose, number> = {
  thumbnail: mallItemAdminLimits.imageMaxBytes,
  sample: mallItemAdminLimits.sampleMaxBytes,
  caption: mallItemAdminLimits.captionMaxBytes,
  content: mallItemAdminLimits.contentFileMaxBytes,
};

export const refusal: Record<MallUploadPurpose, string> = {
  thumbnail: mallItemAdminMessages.imageType,
  sample: mallItemAdminMessages.sampleType,
  caption: mallItemAdminMessages.captionType,
  content: mallItemAdminMessages.fileType,
};

/** Whether a file of this kind (by its bytes) may be uploaded for this purpose. */
export const acceptedFor = (purpose: MallUploadPurpose, kind: FileKind | null): kind is FileKind =>
  kind !== null && (acceptedFamilies[purpose] as readonly string[]).includes(kind.family);

/** The name an upload keeps: NFC (as macOS sends NFD), at most 200 characters. */
export const uploadName = (name: string) => name.normalize('NFC').slice(0, 200);

/** The public or private key a content's file is stored under: fresh, by month, never from the name. */
export const freshKey = (folder: string, extension: string) =>
  `mall/${folder}/${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}.${extension}`;
