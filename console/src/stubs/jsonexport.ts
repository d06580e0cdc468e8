// react-admin's default CSV exporter imports jsonexport; every console list sets exporter={false}
// (personal data is not exported from the browser), so it is never called (alias in vite.config.ts).
export default function jsonExport(_data: unknown, _options: unknown, callback: (err: Error | null, csv?: string) => void): void {
  callback(new Error('CSV export is disabled in the admin console'));
}
