// Refine core imports papaparse for its CSV import/export hooks (useImport/useExport), which this
// app does not use; the alias in vite.config.ts keeps the parser out of the bundle.
const unsupported = () => {
  throw new Error('CSV import/export is not available in the lawyer hub');
};
export default { parse: unsupported, unparse: unsupported };
