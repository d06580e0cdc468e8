// react-admin's default CSV exporter imports jsonexport; every console list has its own exporter
// (common/csv.ts writes the CSV), so it is never called (alias in vite.config.ts).
export default function jsonExport(_data: unknown, _options: unknown, callback: (err: Error | null, csv?: string) => void): void {
  callback(new Error('CSV export is disabled in the admin console'));
}
