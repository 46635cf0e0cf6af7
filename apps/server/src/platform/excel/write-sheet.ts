import writeXlsxFile, { type Feature, type Image, type SheetData } from 'write-excel-file/node';
import {
  appendMarkupInsideElement,
  findElement,
  getCellAddress,
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
  replaceElement,
  sanitizeTextContent,
} from 'write-excel-file/utility';
import { runPooled } from '../workers/pool';
import { spreadsheetSafe } from './spreadsheet-safe';

export type SheetCell = string | number;

/** What the Node build of write-excel-file takes as file content (the type it does not export). */
type FileContent = Image['content'];

/**
 * One sheet of a workbook to download: a bold header row that stays in view (frozen) and carries a
 * filter, the columns' widths in characters, then the rows. Plain data, so it can be sent to a thread.
 */
export type SheetSpec = {
  name: string;
  columns: { header: string; width: number }[];
  rows: SheetCell[][];
};

/** A sheet name as Excel allows it: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** The header row's filter (Excel's 필터 buttons), with the name Excel itself keeps for it. */
function autoFilter(name: string, columns: number): Feature<FileContent> {
  const last = getCellAddress(0, columns - 1).replace(/\d+$/, '');
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml) =>
            insertElementMarkupAccordingToOrderOfSiblings(
              xml,
              getSelfClosingTagMarkup('autoFilter', { ref: `A1:${last}1` }),
              getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet') ?? [],
              'worksheet',
            ),
        },
        'xl/workbook.xml': {
          transform: (xml) => {
            const names = findElement(xml, 'definedNames');
            const quoted = `'${name.replace(/'/g, "''")}'`;
            const markup = `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${sanitizeTextContent(`${quoted}!$A$1:$${last}$1`)}</definedName>`;
            if (!names) return xml;
            return names.selfClosingTag
              ? replaceElement(xml, names, `<definedNames>${markup}</definedNames>`)
              : appendMarkupInsideElement(xml, names, markup);
          },
        },
      },
    },
  };
}

/**
 * The .xlsx file of one sheet. Every text cell goes through `spreadsheetSafe`: what people typed
 * (names, addresses, memos) must never become a live formula. Strings stay text cells (a phone number
 * keeps its leading 0) and numbers stay numbers. CPU work (seconds for 20,000 rows): the server calls
 * `buildSheet`, which runs it on the worker pool.
 */
export async function writeSheet(spec: SheetSpec): Promise<Uint8Array> {
  const name = sheetName(spec.name);
  const data: SheetData = [
    spec.columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
    ...spec.rows.map((row) => row.map((cell) => (cell === '' ? null : spreadsheetSafe(cell)))),
  ];
  const file = await writeXlsxFile(
    data,
    {
      sheet: name,
      columns: spec.columns.map((column) => ({ width: column.width })),
      stickyRowsCount: 1,
    },
    { features: [autoFilter(name, spec.columns.length)] },
  ).toBuffer();
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

/** `writeSheet` on a thread of the pool, so the event loop keeps answering meanwhile. */
export async function buildSheet(spec: SheetSpec): Promise<Buffer> {
  const file = await runPooled<SheetSpec, Uint8Array>({
    module: new URL(import.meta.url),
    exportName: 'writeSheet',
    input: spec,
  });
  return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
}
