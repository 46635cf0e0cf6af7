import type { Readable } from 'node:stream';
import { afterSaleMessages } from '@edu/shared';
import { and, eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { FileStorage } from '../../storage';
import { mallOrderContents, mallOrderItems } from '../orders/orders.tables';
import { expiryOf } from './content-expiry';
import { mallDownloadHistory } from './contents.tables';
import { assetsOf } from './order-contents';

type DownloadOptions = {
  db: Db;
  storage: FileStorage;
  memberIdx: number;
  orderContentId: number;
  now?: Date;
};

/** The member's content if it may be downloaded now; 404 for anyone else's, 403 when not (yet, or any more). */
async function downloadableContent(options: DownloadOptions) {
  const [content] = await options.db
    .select({
      id: mallOrderContents.id,
      itemId: mallOrderContents.itemId,
      status: mallOrderContents.status,
      expiration: mallOrderContents.downloadExpiration,
      title: mallOrderItems.title,
    })
    .from(mallOrderContents)
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallOrderContents.orderItemId))
    .where(
      and(
        eq(mallOrderContents.id, options.orderContentId),
        eq(mallOrderContents.memberIdx, options.memberIdx),
      ),
    );
  if (!content) throw notFound(afterSaleMessages.contentNotFound);
  if (!expiryOf(content.status, content.expiration, options.now).downloadable)
    throw new AppError(403, afterSaleMessages.downloadUnavailable, { notAuthorisation: true });
  return content;
}

/** Records the download and moves the content to DOWNLOAD_DOING, in one transaction. */
async function recordDownload(
  db: Db,
  memberIdx: number,
  orderContentId: number,
  type: 'ONE' | 'ZIP',
  fileName: string,
) {
  await db.transaction(async (tx) => {
    await tx.insert(mallDownloadHistory).values({ memberIdx, orderContentId, downloadType: type, fileName });
    await tx
      .update(mallOrderContents)
      .set({ status: 'DOWNLOAD_DOING', updatedAt: sql`now()` })
      .where(and(eq(mallOrderContents.id, orderContentId), eq(mallOrderContents.status, 'CREATE_DONE')));
  });
}

/** One file of a bought content, as a stream with its name and size. */
export async function downloadOne(options: DownloadOptions & { orderDownloadId: number }) {
  const content = await downloadableContent(options);
  const asset = (await assetsOf(options.db, content.itemId)).find(
    (candidate) => candidate.id === options.orderDownloadId && candidate.kind === 'DOWNLOAD',
  );
  const file = asset?.storageKey ? await options.storage.openPrivate(asset.storageKey) : null;
  if (!asset || !file) throw notFound(afterSaleMessages.fileNotFound);
  await recordDownload(options.db, options.memberIdx, content.id, 'ONE', asset.name);
  return { name: asset.name, bytes: file.bytes, stream: file.stream };
}

/**
 * All the files of a bought content as one zip, streamed: each file is opened only when the zip reaches
 * it and stored as it is (no compression: the files are images, audio, video and office files, already
 * compressed), so the server holds a few buffers whatever the files weigh.
 */
export async function downloadZip(options: DownloadOptions): Promise<{ name: string; stream: Readable }> {
  const content = await downloadableContent(options);
  const files = (await assetsOf(options.db, content.itemId)).filter(
    (asset): asset is typeof asset & { storageKey: string } =>
      asset.kind === 'DOWNLOAD' && asset.storageKey !== null,
  );
  if (files.length === 0) throw notFound(afterSaleMessages.fileNotFound);
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const file of files) {
    zip.addReadStreamLazy(
      uniqueName(used, file.name),
      { compress: false, ...(file.bytes !== null && { size: file.bytes }) },
      (done) => {
        options.storage.openPrivate(file.storageKey).then(
          (opened) =>
            opened
              ? done(null, opened.stream)
              : done(new Error(`missing file ${file.storageKey}`), undefined as never),
          (error) => done(error, undefined as never),
        );
      },
    );
  }
  zip.end();
  const name = `${content.title}.zip`;
  await recordDownload(options.db, options.memberIdx, content.id, 'ZIP', name);
  return { name, stream: zip.outputStream as Readable };
}

/** Two files of one content may share a name: the second becomes "name (2).ext". */
function uniqueName(used: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  used.add(candidate);
  return candidate;
}
