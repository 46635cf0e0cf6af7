import { inflateRawSync } from 'node:zlib';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { readArchiveDirectory } from '../platform/excel/archive-limits';

type Cell = string | number | boolean | Date;

/** A workbook of one sheet holding exactly these rows (the first is the header), as a person saves one. */
export async function workbookOf(rows: Cell[][], sheet = '주문 목록'): Promise<Buffer> {
  return writeXlsxFile(rows, { sheet }).toBuffer();
}

/** The files of an .xlsx (stored or deflated entries), by name. */
function xlsxEntries(file: Buffer): Map<string, string> {
  const directory = readArchiveDirectory(file);
  if (typeof directory === 'string') throw new Error(`not a readable .xlsx: ${directory}`);
  const entries = new Map<string, string>();
  for (const entry of directory) {
    const at = entry.localHeaderOffset;
    const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
    const data = file.subarray(start, start + entry.compressedSize);
    entries.set(entry.name, (entry.method === 8 ? inflateRawSync(data) : data).toString('utf8'));
  }
  return entries;
}

const attributesOf = (tag: string | undefined) =>
  Object.fromEntries(
    [...(tag ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [
      name,
      /^\d+$/.test(value ?? '') ? Number(value) : value,
    ]),
  );

/**
 * How the first sheet of a workbook shows in a spreadsheet program: its frozen pane (`state`,
 * `ySplit`), whether the header row (row 1) is bold, the columns' widths and the header's filter.
 */
export function sheetLayout(file: Buffer) {
  const entries = xlsxEntries(file);
  const sheet = entries.get('xl/worksheets/sheet1.xml') ?? '';
  const styles = entries.get('xl/styles.xml') ?? '';
  const fonts = [
    ...(styles.match(/<fonts[^>]*>([\s\S]*?)<\/fonts>/)?.[1] ?? '').matchAll(
      /<font\b[^>]*\/>|<font\b[^>]*>[\s\S]*?<\/font>/g,
    ),
  ].map(([font]) => /<b\/>|<b val="(1|true)"\/>/.test(font));
  const cellStyles = [
    ...(styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)?.[1] ?? '').matchAll(/<xf\b[^>]*>/g),
  ].map(([xf]) => Number(attributesOf(xf).fontId ?? 0));
  const headerRow = sheet.match(/<row [^>]*r="1"[^>]*>([\s\S]*?)<\/row>/)?.[1] ?? '';
  const headerStyles = [...headerRow.matchAll(/<c\b[^>]*>/g)].map(([c]) => Number(attributesOf(c).s ?? 0));
  return {
    pane: attributesOf(sheet.match(/<pane\b[^>]*\/>/)?.[0]),
    headerBold: headerStyles.length > 0 && headerStyles.every((s) => fonts[cellStyles[s] ?? 0] === true),
    widths: [...sheet.matchAll(/<col\b[^>]*\/>/g)].map(([col]) => Number(attributesOf(col).width)),
    autoFilter: String(attributesOf(sheet.match(/<autoFilter\b[^>]*\/?>/)?.[0]).ref ?? ''),
  };
}

/**
 * The first sheet of a downloaded workbook: its rows (an empty cell is ''), the column number (from 1)
 * of a header, the value under a header in a row (the first data row unless given). `set` and `addRow`
 * fill it in as an administrator would, and `toBuffer` saves it again.
 */
export async function readExportedSheet(body: Buffer) {
  const [first] = await readXlsxFile(body, { trim: false });
  if (!first) throw new Error('The workbook has no sheet.');
  const rows: Cell[][] = first.data.map((row) => row.map((value) => (value ?? '') as Cell));
  const header = (rows[0] ?? []).map(String);
  const column = (name: string) => header.indexOf(name) + 1;
  const cell = (name: string, row = 2) => rows[row - 1]?.[column(name) - 1] ?? '';
  return {
    rows,
    header,
    column,
    cell,
    get rowCount() {
      return rows.length;
    },
    set(row: number, name: string, value: Cell) {
      const cells = rows[row - 1];
      if (!cells) throw new Error(`The sheet has no row ${row}.`);
      cells[column(name) - 1] = value;
    },
    addRow(values: Cell[]) {
      rows.push(values);
    },
    toBuffer: () => workbookOf(rows, first.sheet),
  };
}
