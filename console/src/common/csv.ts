// CSV export of the console's lists (issue 16): react-admin's exporter with Korean headers, values
// as the screens show them (Korean labels, dates and times in KST) and no jsonexport (stubbed out of
// the bundle): each resource declares its columns, this file writes RFC 4180 CSV with a UTF-8 BOM
// (so that Excel reads the Korean text) and hands it to react-admin's downloadCSV.
import { useCallback } from 'react';
import { downloadCSV, useTranslate, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One CSV column: a message key for its header and the cell's value. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T, translate: Translate) => string | number | boolean | null | undefined;
}

/**
 * One cell: quoted when it holds a comma, quote or line break; a text starting with = + - @ (or a
 * tab / carriage return) gets a leading apostrophe so that a spreadsheet never runs it as a formula
 * (numbers are left alone: -200 stays a number).
 */
export function csvCell(value: string | number | boolean | null | undefined, translate?: Translate): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return translate ? translate(value ? 'klegal.common.yes' : 'klegal.common.no') : String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: BOM, the translated header row, one row per record, CRLF line ends. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[], translate: Translate): string {
  const lines = [columns.map((c) => csvCell(translate(c.header, { _: c.header }))).join(',')];
  for (const r of records) lines.push(columns.map((c) => csvCell(c.value(r, translate), translate)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 'lawyers-2026-11-25' (the KST day of the export). */
export function csvFileName(name: string, now: Date = new Date()): string {
  return `${name}-${new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10)}`;
}

/**
 * An exporter for a List: react-admin fetches the filtered, sorted records (up to maxResults);
 * `prepare` may add related records first (react-admin's fetchRelatedRecords).
 */
export function useCsvExporter<T extends RaRecord>(
  name: string,
  columns: readonly CsvColumn<T>[],
  prepare?: (records: T[], fetchRelated: FetchRelatedRecords) => Promise<T[]>,
): Exporter<T> {
  const translate = useTranslate() as Translate;
  return useCallback(
    async (records: T[], fetchRelated: FetchRelatedRecords) => {
      const rows = prepare ? await prepare(records, fetchRelated) : records;
      downloadCSV(toCsv(columns, rows, translate), csvFileName(name));
    },
    [columns, name, prepare, translate],
  );
}
