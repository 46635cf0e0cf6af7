// The streamed zip (issue 15): a buyer downloads a content of 300 MB of files as one zip while the
// server samples its resident memory. Gate: it grows by less than 50 MB. Reference from the same run:
// the growth while the same buyer downloads one of the files alone (a plain file stream).
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ask } from './rush';

const files = Number(process.env.BENCH_ZIP_FILES ?? 3);
const megabytes = Number(process.env.BENCH_ZIP_MB ?? 100);
const budgetMb = 50;

/** Reads a response to its end, keeping nothing but the byte count. */
async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) return bytes;
    bytes += chunk.value.length;
  }
}

async function measured(server: ChildProcess, url: string, token: string) {
  await ask(server, { type: 'memStart' });
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const bytes = await drain(response);
  const seconds = (performance.now() - started) / 1000;
  const { growthMb } = await ask<{ growthMb: number }>(server, { type: 'memStop' });
  return { bytes, seconds, growthMb };
}

export async function runZipMemory(options: { server: ChildProcess; port: number }) {
  const base = `http://127.0.0.1:${options.port}`;
  console.log(`\nstreamed zip: ${files} files of ${megabytes} MB zipped while they are sent`);
  const { tokens } = await ask<{ tokens: string[] }>(options.server, { type: 'members', count: 1 });
  const token = tokens[0] ?? '';
  const { itemId } = await ask<{ itemId: number }>(options.server, {
    type: 'largeContent',
    files,
    megabytes,
  });
  const call = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ code: string; data: never }>);
  await call('/new_api/customer/cart/v2/edit', { itemId });
  const cart = (await call('/new_api/customer/cart/v2/list')) as {
    data: { contentInfo: { contents: { cartId: number }[] } };
  };
  const cartId = cart.data.contentInfo.contents[0]?.cartId ?? 0;
  const placed = await call('/new_api/customer/order/v2/pay/pc', {
    orderKey: randomUUID(),
    cartIdSet: [cartId],
    buyerName: '대용량',
    buyerTel: '01012345678',
    buyerEmail: 'zip@example.com',
  });
  if (placed.code !== '200') throw new Error(`the free order was refused: ${JSON.stringify(placed)}`);
  const list = (await call('/new_api/customer/order/content/list')) as {
    data: { orderContentList: { orderContentId: number }[] };
  };
  const orderContentId = list.data.orderContentList[0]?.orderContentId ?? 0;
  const detail = (await call(`/new_api/customer/order/content/one/${orderContentId}`)) as {
    data: { orderDownloadInfoList: { orderDownloadId: number }[] };
  };
  const firstFile = detail.data.orderDownloadInfoList[0]?.orderDownloadId ?? 0;

  const one = await measured(
    options.server,
    `${base}/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${firstFile}`,
    token,
  );
  const zip = await measured(
    options.server,
    `${base}/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`,
    token,
  );
  const expected = files * megabytes * 1024 * 1024;
  const held = zip.growthMb < budgetMb && zip.bytes > expected;
  console.log(
    `  one file (${(one.bytes / 1024 / 1024).toFixed(0)} MB): memory +${one.growthMb.toFixed(1)} MB, ${(one.bytes / 1024 / 1024 / one.seconds).toFixed(0)} MB/s`,
  );
  console.log(
    `  zip (${(zip.bytes / 1024 / 1024).toFixed(0)} MB): memory +${zip.growthMb.toFixed(1)} MB (target < ${budgetMb} MB; ${(zip.growthMb / budgetMb).toFixed(2)} of the budget, ${(zip.growthMb / Math.max(one.growthMb, 1)).toFixed(2)}× the one-file stream), ${(zip.bytes / 1024 / 1024 / zip.seconds).toFixed(0)} MB/s ${held ? '✓' : '✗'}`,
  );
  return held;
}
