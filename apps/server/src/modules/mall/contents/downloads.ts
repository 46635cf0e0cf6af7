import type { Readable } from 'node:stream';
import { afterSaleMessages, plainFileName } from '@edu/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import yazl from 'yazl';
import type { Db } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { FileStorage } from '../../storage';
import { contentAssetsOf } from '../catalog';
import { boughtLinesByIds } from '../orders';
import { expiryOf } from './content-expiry';
import { mallDownloadHistory, mallOrderContents } from './contents.tables';

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
      orderItemId: mallOrderContents.orderItemId,
      itemId: mallOrderContents.itemId,
      status: mallOrderContents.status,
      expiration: mallOrderContents.downloadExpiration,
      withdrawalRequestedAt: mallOrderContents.withdrawalRequestedAt,
    })
    .from(mallOrderContents)
    .where(
      and(
        eq(mallOrderContents.id, options.orderContentId),
        eq(mallOrderContents.memberIdx, options.memberIdx),
      ),
    );
  if (!content) throw notFound(afterSaleMessages.contentNotFound);
  refuseUndownloadable(content, options.now);
  return content;
}

/** 403 with the reason when the content cannot be downloaded now (refunded, asked back, not paid or expired). */
function refuseUndownloadable(
  content: { status: string; expiration: Date | null; withdrawalRequestedAt: Date | null },
  now?: Date,
) {
  if (content.status === 'REFUNDED')
    throw new AppError(403, afterSaleMessages.contentRefunded, { notAuthorisation: true });
  if (content.withdrawalRequestedAt)
    throw new AppError(403, afterSaleMessages.contentAskedBack, { notAuthorisation: true });
  if (!expiryOf(content.status, content.expiration, now).downloadable)
    throw new AppError(403, afterSaleMessages.downloadUnavailable, { notAuthorisation: true });
}

/**
 * Records the download and moves the content to DOWNLOAD_DOING, in one transaction that first locks the
 * content's row and judges it again as it is then: a refund request asking it back (which locks the same
 * row) either waits for this download and sees it, or went first, and this refuses with its reason —
 * never both a refund and a file (issue 41).
 */
async function recordDownload(
  db: Db,
  memberIdx: number,
  orderContentId: number,
  type: 'ONE' | 'ZIP',
  fileName: string,
) {
  await db.transaction(async (tx) => {
    const [now] = await tx
      .select({
        status: mallOrderContents.status,
        expiration: mallOrderContents.downloadExpiration,
        withdrawalRequestedAt: mallOrderContents.withdrawalRequestedAt,
      })
      .from(mallOrderContents)
      .where(eq(mallOrderContents.id, orderContentId))
      .for('update');
    if (!now) throw notFound(afterSaleMessages.contentNotFound);
    refuseUndownloadable(now);
    await tx.insert(mallDownloadHistory).values({ memberIdx, orderContentId, downloadType: type, fileName });
    await tx
      .update(mallOrderContents)
      .set({ status: 'DOWNLOAD_DOING', updatedAt: sql`now()` })
      .where(and(eq(mallOrderContents.id, orderContentId), eq(mallOrderContents.status, 'CREATE_DONE')));
  });
}

/**
 * A bought file as the buyer gets it: from a bucket, a short-lived signed address to send them to
 * (302), so that no server process carries a 200 MB file; from local disk, the stream. Either way the
 * permission check and the download history are ours, done before the address is handed out.
 */
export type ContentDownload = { name: string } & ({ url: string } | { stream: Readable; bytes: number });

/** One file of a bought content, by its signed address or as a stream, with its name. */
export async function downloadOne(
  options: DownloadOptions & { orderDownloadId: number },
): Promise<ContentDownload> {
  const content = await downloadableContent(options);
  const asset = (await contentAssetsOf(options.db, content.itemId)).find(
    (candidate) => candidate.id === options.orderDownloadId && candidate.kind === 'DOWNLOAD',
  );
  const name = plainFileName(asset?.name ?? '', `file-${asset?.id}`);
  const file = asset?.storageKey
    ? await options.storage.privateDownload(asset.storageKey, { fileName: name })
    : null;
  if (!asset || !file) throw notFound(afterSaleMessages.fileNotFound);
  try {
    await recordDownload(options.db, options.memberIdx, content.id, 'ONE', asset.name);
  } catch (error) {
    // Refused at the last moment (asked back meanwhile): the opened file is let go.
    if ('stream' in file) {
      file.stream.once('error', () => {});
      file.stream.destroy();
    }
    throw error;
  }
  return { name, ...file };
}

/**
 * Every file of a content exists before the zip starts: a missing one answers 404 (and an unreachable
 * store 503) while an answer can still say so, instead of a zip cut short. The stream is only opened
 * and let go: the zip opens each file again when it reaches it.
 */
async function checkFilesExist(storage: FileStorage, keys: string[]) {
  for (const key of keys) {
    const opened = await storage.openPrivate(key);
    if (!opened) throw notFound(afterSaleMessages.fileNotFound);
    // A body closed before its end may report that as an error: expected here, so heard and dropped.
    opened.stream.once('error', () => {});
    opened.stream.destroy();
  }
}

/**
 * All the files of a bought content as one zip, streamed (or, for a content of one file in a bucket,
 * that file's signed address): each file is opened only when the zip reaches
 * it and stored as it is (no compression: the files are images, audio, video and office files, already
 * compressed), so the server holds a few buffers whatever the files weigh. A file that fails midway
 * (gone from the disk, the bucket dropping the connection, a size that no longer matches) ends the
 * stream with an error — the buyer's download fails visibly — and never the process: yazl and the file
 * streams emit `error` events that would otherwise be unhandled.
 */
export async function downloadZip(
  options: DownloadOptions & { log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<{ name: string; stream: Readable } | { name: string; url: string }> {
  const content = await downloadableContent(options);
  // The zip is named after what the order line sold.
  const line = (await boughtLinesByIds(options.db, [content.orderItemId])).get(content.orderItemId);
  const name = `${plainFileName(line?.title ?? '', 'contents')}.zip`;
  const files = (await contentAssetsOf(options.db, content.itemId)).filter(
    (asset): asset is typeof asset & { storageKey: string } =>
      asset.kind === 'DOWNLOAD' && asset.storageKey !== null,
  );
  if (files.length === 0) throw notFound(afterSaleMessages.fileNotFound);
  const [only] = files;
  if (files.length === 1 && only) {
    // A zip of one file is that file: from a bucket, its signed address (recorded as the zip asked
    // for, under the name the buyer receives). On disk the zip is still made, as before.
    const name = plainFileName(only.name, `file-${only.id}`);
    const file = await options.storage.privateDownload(only.storageKey, { fileName: name });
    if (!file) throw notFound(afterSaleMessages.fileNotFound);
    if ('url' in file) {
      await recordDownload(options.db, options.memberIdx, content.id, 'ZIP', only.name);
      return { name, url: file.url };
    }
    file.stream.once('error', () => {});
    file.stream.destroy();
  } else {
    await checkFilesExist(
      options.storage,
      files.map((file) => file.storageKey),
    );
  }
  // Recorded (and judged once more under the content's lock) before the zip is made.
  await recordDownload(options.db, options.memberIdx, content.id, 'ZIP', name);

  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | null = null;
  zip.on('error', (error: Error) => {
    options.log?.warn({ err: error, orderContentId: content.id }, 'content zip stopped');
    reading?.destroy();
    output.destroy(error);
  });
  // The buyer went away: let go of the file being read.
  output.once('close', () => reading?.destroy());
  const used = new Set<string>();
  for (const file of files) {
    zip.addReadStreamLazy(
      uniqueName(used, plainFileName(file.name, `file-${file.id}`)),
      { compress: false, ...(file.bytes !== null && { size: file.bytes }) },
      (done) => {
        options.storage.openPrivate(file.storageKey).then(
          (opened) => {
            if (!opened) return done(new Error(`missing file ${file.storageKey}`), undefined as never);
            reading = opened.stream;
            opened.stream.once('error', (error) => zip.emit('error', error));
            done(null, opened.stream);
          },
          (error) => done(error, undefined as never),
        );
      },
    );
  }
  zip.end();
  return { name, stream: output };
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
