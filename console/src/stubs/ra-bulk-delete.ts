// The bulk-delete button react-admin's Datagrid shows when it is given no bulkActionButtons (alias
// for Datagrid.js only in vite.config.ts). Every console Datagrid passes its own bulk actions or
// false (common/datagrids.test.ts checks it): the console deletes nothing in bulk. The real button
// brings its confirm dialog, undo mode, useDeleteMany and inflection onto every list.
export function BulkDeleteButton(): null {
  if (import.meta.env.DEV) console.error('A console Datagrid needs bulkActionButtons (none or its own): there is no bulk delete');
  return null;
}
