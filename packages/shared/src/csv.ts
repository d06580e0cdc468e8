// RFC 4180 CSV that is safe to open in a spreadsheet, shared by the console's exports and the
// lawyer portal's statement download (one writer, so both defuse formulas the same way).

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell: quoted when it holds a comma, quote or line break; a text starting with = + - @ (or a
 * tab / carriage return) gets a leading apostrophe so that a spreadsheet never runs it as a formula
 * (numbers are left alone: -200 stays a number). Booleans are written by `booleanText` (the
 * caller's words for yes/no), else as true/false.
 */
export function csvCell(value: CsvValue, booleanText?: (value: boolean) => string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return booleanText ? booleanText(value) : String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: a UTF-8 BOM (so that Excel reads Korean text), the rows, CRLF line ends. */
export function csvFile(rows: readonly (readonly CsvValue[])[], booleanText?: (value: boolean) => string): string {
  return `\uFEFF${rows.map((r) => r.map((v) => csvCell(v, booleanText)).join(',')).join('\r\n')}\r\n`;
}

/** 'lawyers-2026-11-25' (the KST day of the export). */
export function csvFileName(name: string, now: Date = new Date()): string {
  return `${name}-${new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10)}`;
}
