import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mallContentAssets } from '../modules/mall/catalog/catalog.tables';
import { mallDownloadHistory, mallOrderContents } from '../modules/mall/contents/contents.tables';
import { createMember } from './factories';
import { logInAs } from './log-in-as';
import { addContentFiles, createContent } from './mall-factories';
import { buyItems } from './mall-flow';
import type { TestApp } from './test-app';

/**
 * Makes the test database look used (issue 41): another member buys a content and downloads it until a
 * download history row's id equals its own order content's id, as on a site in use every order content
 * id is some history row's id. A question that compared a history row's order content with the history
 * row's own id (a column bound to the wrong table) then answers "downloaded" for every content.
 * Call it early in a file, while the ids are small.
 */
export async function downloadUntilIdsCollide(app: TestApp): Promise<void> {
  const other = (await logInAs(app, await createMember(app.db))).cookie;
  const content = await createContent(app.db, { price: 3000, downloadPeriod: 30 });
  await addContentFiles(app.db, app.services.storage, content.itemId, [
    { name: '악보.pdf', data: Buffer.from('%PDF-1.4 score') },
  ]);
  await buyItems(app, other, [{ itemId: content.itemId }]);
  const [bought] = await app.db
    .select({ id: mallOrderContents.id })
    .from(mallOrderContents)
    .where(eq(mallOrderContents.itemId, content.itemId));
  const [file] = await app.db
    .select({ id: mallContentAssets.id })
    .from(mallContentAssets)
    .where(eq(mallContentAssets.itemId, content.itemId));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await app.inject({
      method: 'GET',
      url: `/new_api/customer/order/content/download/one?orderContentId=${bought?.id}&orderDownloadId=${file?.id}`,
      headers: { cookie: other },
    });
    expect(answer.statusCode).toBe(200);
    const [last] = await app.db
      .select({ id: mallDownloadHistory.id })
      .from(mallDownloadHistory)
      .orderBy(desc(mallDownloadHistory.id))
      .limit(1);
    if ((last?.id ?? 0) >= (bought?.id ?? 0)) break;
  }
  const [collision] = await app.db
    .select({ id: mallDownloadHistory.id })
    .from(mallDownloadHistory)
    .where(eq(mallDownloadHistory.id, mallDownloadHistory.orderContentId));
  expect(collision, 'a history row whose id is its own order content’s').toBeDefined();
}
