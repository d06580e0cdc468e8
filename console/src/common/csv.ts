// CSV export of the console's lists (issue 16): react-admin's exporter with Korean headers, values
// as the screens show them (Korean labels, dates and times in KST) and no jsonexport (stubbed out of
// the bundle): each resource declares its columns, this file writes RFC 4180 CSV with a UTF-8 BOM
// (so that Excel reads the Korean text) and hands it to react-admin's downloadCSV.
import { useCallback } from 'react';
import { downloadCSV, useTranslate, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { csvCell as sharedCsvCell, csvFileName, type CsvValue } from '@klegal/shared/csv.ts';

export { csvFileName };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One CSV column: a message key for its header and the cell's value. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T, translate: Translate) => string | number | boolean | null | undefined;
}

/** One cell (@klegal/shared/csv.ts), yes/no in the console's language. */
export function csvCell(value: CsvValue, translate?: Translate): string {
  return sharedCsvCell(value, translate ? (b) => translate(b ? 'klegal.common.yes' : 'klegal.common.no') : undefined);
}

/** The whole file: BOM, the translated header row, one row per record, CRLF line ends. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[], translate: Translate): string {
  const lines = [columns.map((c) => csvCell(translate(c.header, { _: c.header }))).join(',')];
  for (const r of records) lines.push(columns.map((c) => csvCell(c.value(r, translate), translate)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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
