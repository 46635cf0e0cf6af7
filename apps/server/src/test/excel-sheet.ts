import ExcelJS from 'exceljs';

/**
 * The first sheet of a downloaded workbook, with the column number of a header and the value under
 * a header in a row (the first data row unless given).
 */
export async function readExportedSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = (name: string) => header.indexOf(name) + 1;
  const cell = (name: string, row = 2) => sheet.getRow(row).getCell(column(name)).value;
  return { workbook, sheet, header, column, cell };
}
