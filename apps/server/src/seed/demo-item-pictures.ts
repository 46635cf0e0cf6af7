import { contentTypeLabels } from '@edu/shared';
import { imagePreview } from '../modules/mall/catalog';
import { demoCover, demoDocumentPage } from './demo-cover';
import type { DemoItem } from './demo-mall';
import { demoDocument, demoFormColumns } from './mall-files';

/**
 * The word a demo item's cover says it is: a textbook is 도서, a content its kind (이미지, 영상, 음원),
 * a file content what it holds (설교자료, 행정서식), other goods their kind (굿즈).
 */
export function coverKindOf(item: Pick<DemoItem, 'contentType' | 'itemKind'>): string {
  if (!item.contentType) return item.itemKind === '교재' ? '도서' : item.itemKind;
  return item.contentType === 'FILE' ? item.itemKind : contentTypeLabels[item.contentType];
}

/** A demo item's cover: a 480-pixel square WebP with its kind, title and publisher. */
export const demoItemCover = (item: DemoItem, seed: number) =>
  demoCover({
    title: item.title,
    kind: coverKindOf(item),
    brand: item.brand,
    categoryId: item.categoryId,
    seed,
    width: 480,
    height: 480,
    format: 'webp',
  });

/** The picture a demo image content delivers: 1920 × 1080, its title on its shelf's colours. */
export const demoDownloadPicture = (item: DemoItem, seed: number) =>
  demoCover({
    title: item.title,
    kind: coverKindOf(item),
    brand: item.brand,
    categoryId: item.categoryId,
    seed,
    width: 1920,
    height: 1080,
    format: 'png',
  });

/**
 * The 미리보기 of a demo image or file content that the item page's notice promises (contents are
 * withdrawn only before download, so a buyer must see what they buy): the watermarked small copy the
 * upload makes of a picture, and of a document the watermarked picture of its first page, as an
 * uploaded PDF gets. Null for sound and video, whose sample is their preview.
 */
export async function demoPreview(item: DemoItem, firstFile: Buffer | undefined): Promise<Buffer | null> {
  if (item.contentType === 'IMAGE') return firstFile ? imagePreview(firstFile) : null;
  if (item.contentType !== 'FILE') return null;
  const isForm = item.files?.[0]?.kind === 'xlsx';
  const page = await demoDocumentPage({
    title: item.title,
    // The document's text below its title line (its first line repeats the title).
    text: isForm
      ? ''
      : demoDocument(item.title, item.description).toString('utf8').split('\n').slice(1).join('\n'),
    ...(isForm && { table: demoFormColumns }),
  });
  return imagePreview(page);
}
