import type { FileKind, FileStorage } from '../../storage';
import { imagePreview, pdfPreview } from './content-preview';
import { freshKey } from './mall-upload-rules';

/** Whether a content's file of this kind gets a preview made of it (and so must be read whole). */
export const hasPreview = (kind: FileKind) => kind.family === 'image' || kind.extension === 'pdf';

/**
 * The public preview of a content's file, made as it is uploaded (as a sound or video content has its
 * sample): a picture gets a small watermarked copy, a PDF a watermarked picture of its first page. Other
 * documents (HWP, Office) and archives get none: the server has no renderer for them, so their preview
 * is still uploaded by hand as the item's 미리보기 파일.
 */
export async function storePreview(
  storage: FileStorage,
  kind: FileKind,
  data: Buffer,
): Promise<string | null> {
  const preview =
    kind.family === 'image'
      ? await imagePreview(data)
      : kind.extension === 'pdf'
        ? await pdfPreview(data)
        : null;
  if (!preview) return null;
  return (await storage.put(freshKey('previews', 'jpg'), preview)).path;
}
