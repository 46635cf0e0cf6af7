import { count, inArray } from 'drizzle-orm';
import { members } from '../modules/accounts/accounts.tables';
import { itemSearchText } from '../modules/mall/catalog';
import {
  mallBrands,
  mallCategories,
  mallContentAssets,
  mallImageLicenses,
  mallItemBibles,
  mallItemRelations,
  mallItems,
  mallOptionCombinations,
  mallOptionNodes,
  mallOptions,
  mallWarehouses,
} from '../modules/mall/catalog/catalog.tables';
import { mallReviewPhotos, mallReviews } from '../modules/mall/reviews/reviews.tables';
import type { FileStorage } from '../modules/storage';
import type { Db } from '../platform/db/database';
import { demoDownloadPicture, demoItemCover, demoPreview } from './demo-item-pictures';
import {
  type DemoItem,
  demoBrands,
  demoMallCategories,
  demoRelations,
  demoReviews,
  demoWarehouses,
} from './demo-mall';
import { demoMallItems } from './demo-mall-items';
import { demoProductNoticeOf } from './demo-product-notices';
import { demoDocument, demoMelody, demoPicture, demoVideo, demoWorkbook } from './mall-files';

const usageGuide = `<p>구매한 콘텐츠는 마이페이지 &gt; 콘텐츠함에서 내려받을 수 있습니다.</p><p>결제 후 다운로드 기간 안에는 횟수 제한 없이 다시 받을 수 있으며, 교재와 물품은 결제 후 7일 안에 발송됩니다.</p>`;
const copyrightInfo = `<p>모든 콘텐츠의 저작권은 하나바이블과 저작자에게 있습니다. 재배포, 재판매, 온라인 게시는 할 수 없으며 상업적으로 쓰려면 확장 라이선스가 필요합니다.</p>`;

/**
 * The files a bought content delivers, generated and stored (the seed makes real, downloadable files);
 * answers them with the first one's bytes, which its preview is made of.
 */
async function storeDownloads(storage: FileStorage, item: DemoItem) {
  const stored: { name: string; path: string; bytes: number }[] = [];
  let firstFile: Buffer | undefined;
  for (const [index, file] of (item.files ?? []).entries()) {
    const data =
      file.kind === 'xlsx'
        ? await demoWorkbook(item.title)
        : file.kind === 'image'
          ? await demoDownloadPicture(item, index + 7)
          : file.kind === 'audio'
            ? demoMelody(item.code.charCodeAt(4))
            : demoDocument(item.title, item.description);
    const extension = file.name.split('.').pop();
    // Private: only a buyer gets the file, through the download calls.
    const { key } = await storage.putPrivate(`mall/contents/${item.code}/${index + 1}.${extension}`, data);
    stored.push({ name: file.name, path: key, bytes: data.length });
    firstFile ??= data;
  }
  return { stored, firstFile };
}

/** The item's sample: its sound or the lecture video, or the stored 미리보기 picture of an image or file. */
async function storeSample(storage: FileStorage, item: DemoItem, index: number, firstFile?: Buffer) {
  if (item.sample === 'audio')
    return (await storage.put(`mall/samples/${item.code}.wav`, demoMelody(index))).path;
  const preview = await demoPreview(item, firstFile);
  return preview ? (await storage.put(`mall/previews/${item.code}.jpg`, preview)).path : null;
}

/**
 * Loads the demo catalogue when the mall has none (categories, warehouses, brands, 44 items with
 * their pictures, options, licences, files and samples, related items and reviews with photos).
 * Files go through the storage port. Running it again changes nothing.
 */
export async function seedMall(options: { db: Db; storage: FileStorage; now: Date }) {
  const { db, storage, now } = options;
  const [existing] = await db.select({ n: count() }).from(mallCategories);
  if ((existing?.n ?? 0) > 0) return;

  // Pictures and files first: storage is never written inside a transaction.
  const videoSample = (await storage.put('mall/samples/lecture-sample.webm', demoVideo())).path;
  const prepared: {
    item: DemoItem;
    thumbnailLink: string;
    sampleLink: string | null;
    downloads: { name: string; path: string; bytes: number }[];
  }[] = [];
  for (const [index, item] of demoMallItems.entries()) {
    const thumbnail = await demoItemCover(item, index);
    const thumbnailLink = (await storage.put(`mall/thumbnails/${item.code}.webp`, thumbnail)).path;
    const { stored: downloads, firstFile } = await storeDownloads(storage, item);
    const sampleLink =
      item.sample === 'video' ? videoSample : await storeSample(storage, item, index, firstFile);
    prepared.push({ item, thumbnailLink, sampleLink, downloads });
  }
  const reviewPhotos = new Map<number, string[]>();
  for (const [index, review] of demoReviews.entries()) {
    const paths: string[] = [];
    for (let photo = 0; photo < review.photos; photo += 1) {
      const data = await demoPicture({
        width: 800,
        height: 600,
        categoryId: 136 + (photo % 2),
        seed: index * 5 + photo,
      });
      paths.push((await storage.put(`mall/reviews/demo-${index + 1}-${photo + 1}.webp`, data)).path);
    }
    reviewPhotos.set(index, paths);
  }

  await db.transaction(async (tx) => {
    await tx.insert(mallCategories).values(demoMallCategories);
    const brands = await tx
      .insert(mallBrands)
      .values(demoBrands.map((name) => ({ name })))
      .returning();
    const warehouses = await tx
      .insert(mallWarehouses)
      .values(demoWarehouses.map(({ key: _key, ...warehouse }) => warehouse))
      .returning();
    const brandId = new Map(brands.map((brand) => [brand.name, brand.id]));
    const warehouseId = new Map(
      demoWarehouses.map((warehouse, index) => [warehouse.key, warehouses[index]?.id]),
    );
    const categoryName = new Map(demoMallCategories.map((category) => [category.id, category.name]));
    const itemIds = new Map<string, number>();

    for (const [index, { item, thumbnailLink, sampleLink, downloads }] of prepared.entries()) {
      const [row] = await tx
        .insert(mallItems)
        .values({
          code: item.code,
          itemType: item.contentType ? 'CONTENT' : 'PRODUCT',
          contentType: item.contentType ?? null,
          itemKind: item.itemKind,
          title: item.title,
          tags: item.tags,
          categoryId: item.categoryId,
          brandId: brandId.get(item.brand) ?? null,
          warehouseId: item.warehouse ? (warehouseId.get(item.warehouse) ?? null) : null,
          regularPrice: item.regularPrice,
          sellingPrice: item.sellingPrice,
          discountRate:
            item.regularPrice > 0
              ? Math.round(((item.regularPrice - item.sellingPrice) / item.regularPrice) * 100)
              : 0,
          isFree: item.sellingPrice === 0,
          // Textbooks are exempt (도서 면세); contents and other goods (stickers, stamps) carry VAT.
          taxType: item.contentType || item.itemKind === '굿즈' ? 'TAXABLE' : 'EXEMPT',
          downloadPeriod: item.downloadPeriod ?? 0,
          solarTerm: item.solarTerm ?? null,
          sampleLink,
          sampleTranscript: item.sampleTranscript ?? null,
          sampleWithoutSpeech: item.sampleWithoutSpeech ?? false,
          productNotice: demoProductNoticeOf(item),
          thumbnailLink,
          description: item.description,
          usageGuide,
          copyrightInfo,
          itemStatus: item.stopped ? 'STOP' : 'SALE',
          isAdfActive: Boolean(item.warehouse),
          productStock: item.contentType || item.tree ? null : (item.productStock ?? 0),
          salesCount: item.salesCount,
          searchText: itemSearchText({
            title: item.title,
            tags: item.tags,
            brandName: item.brand,
            itemKind: item.itemKind,
            categoryName: categoryName.get(item.categoryId) ?? null,
            solarTerm: item.solarTerm ?? null,
            bookIds: item.bibles?.map((bible) => bible.book) ?? [],
          }),
          // The list shows the newest first: the catalogue's order, one hour apart.
          createdAt: new Date(now.getTime() - (prepared.length - index) * 3_600_000),
        })
        .returning({ id: mallItems.id });
      if (!row) throw new Error(`demo item ${item.code} not inserted`);
      itemIds.set(item.code, row.id);
      if (item.bibles?.length)
        await tx
          .insert(mallItemBibles)
          .values(
            item.bibles.map((bible) => ({ itemId: row.id, bookId: bible.book, chapter: bible.chapter })),
          );
      if (item.licenses?.length)
        await tx
          .insert(mallImageLicenses)
          .values(item.licenses.map((license, sort) => ({ itemId: row.id, ...license, sort })));
      if (downloads.length)
        await tx.insert(mallContentAssets).values(
          downloads.map((file, sort) => ({
            itemId: row.id,
            kind: 'DOWNLOAD',
            name: file.name,
            storageKey: file.path,
            bytes: file.bytes,
            sort,
          })),
        );
      if (item.contentType === 'VIDEO')
        await tx.insert(mallContentAssets).values({
          itemId: row.id,
          kind: 'VIDEO',
          name: item.title,
          linkNormal: videoSample,
          linkHigh: videoSample,
        });
      if (item.tree) await seedTree(tx, row.id, item.tree);
      if (item.writing)
        await tx.insert(mallOptions).values({
          itemId: row.id,
          name: item.writing.name,
          optionType: 'WRITING',
          required: item.writing.required,
          extraPrice: item.writing.extraPrice,
          depth: 0,
        });
    }

    for (const [code, related] of demoRelations) {
      const itemId = itemIds.get(code);
      if (itemId === undefined) continue;
      await tx.insert(mallItemRelations).values(
        related.flatMap((relatedCode, sort) => {
          const relatedItemId = itemIds.get(relatedCode);
          return relatedItemId === undefined ? [] : [{ itemId, relatedItemId, sort }];
        }),
      );
    }

    const reviewers = await tx
      .select({ idx: members.idx, uid: members.uid })
      .from(members)
      .where(inArray(members.uid, [...new Set(demoReviews.map((review) => review.uid))]));
    const reviewerIdx = new Map(reviewers.map((member) => [member.uid, member.idx]));
    for (const [index, review] of demoReviews.entries()) {
      const itemId = itemIds.get(review.code);
      const memberIdx = reviewerIdx.get(review.uid);
      if (itemId === undefined || memberIdx === undefined) continue;
      const [row] = await tx
        .insert(mallReviews)
        .values({
          itemId,
          memberIdx,
          title: review.title,
          description: `<p>${review.text}</p>`,
          rating: review.rating,
          createdAt: new Date(now.getTime() - review.daysAgo * 86_400_000),
        })
        .returning({ id: mallReviews.id });
      const photos = reviewPhotos.get(index) ?? [];
      if (row && photos.length)
        await tx
          .insert(mallReviewPhotos)
          .values(photos.map((path, sort) => ({ reviewId: row.id, path, sort })));
    }
  });
}

/** A product's three-level TREE: one option row per level, the nodes under their parents, and every full path as a combination. */
async function seedTree(tx: Db, itemId: number, tree: NonNullable<DemoItem['tree']>) {
  const levels = await tx
    .insert(mallOptions)
    .values(
      tree.levels.map((name, index) => ({
        itemId,
        name,
        optionType: 'TREE',
        required: true,
        depth: index + 1,
      })),
    )
    .returning();
  const nodeIds = new Map<string, number>();
  for (const { path, extra, stock } of tree.paths) {
    let parentNodeId: number | null = null;
    for (const [depth, elementName] of path.entries()) {
      const key = path.slice(0, depth + 1).join('/');
      let nodeId = nodeIds.get(key);
      if (nodeId === undefined) {
        const [node]: { id: number }[] = await tx
          .insert(mallOptionNodes)
          .values({ optionId: levels[depth]?.id ?? 0, parentNodeId, elementName, sort: nodeIds.size })
          .returning({ id: mallOptionNodes.id });
        nodeId = node?.id ?? 0;
        nodeIds.set(key, nodeId);
      }
      parentNodeId = nodeId;
    }
    await tx
      .insert(mallOptionCombinations)
      .values({ itemId, leafNodeId: parentNodeId ?? 0, path: [...path], extraPrice: extra, stock });
  }
}
