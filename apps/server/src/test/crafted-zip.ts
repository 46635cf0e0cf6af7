import zlib from 'node:zlib';

export type CraftedEntry = {
  name: string;
  /** The bytes stored: as they are (method 0) or raw deflate (method 8). */
  data: Buffer;
  method: 0 | 8;
  /** The uncompressed size the zip declares, true or not. */
  declaredSize: number;
};

/**
 * A zip of these entries whose directory declares the sizes given, true or not (CRC left 0: readers of
 * .xlsx do not check it). For tests of what an upload does with a hostile archive.
 */
export function craftedZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * A raw deflate stream that inflates to `megabytes` MB of zeros in about 1 KB per MB (the classic zip
 * bomb). Deflating zeros settles into the same block after the first megabyte, so it is repeated rather
 * than computed: a gigabyte costs milliseconds to build.
 */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024);
  const block = async () => {
    deflate.write(megabyte);
    await new Promise<void>((resolve) => deflate.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(out.splice(0));
  };
  const first = await block();
  const repeated = await block();
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  deflate.end();
  await ended;
  const last = Buffer.concat(out.splice(0));
  return Buffer.concat([first, ...Array<Buffer>(Math.max(0, megabytes - 1)).fill(repeated), last]);
}
