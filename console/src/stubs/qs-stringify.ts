// qs as ra-data-postgrest sees it (vite.config.ts: for that package's import only). It calls
// qs.stringify alone (the query string of each request); qs's parser (lib/parse.js, about 2 KB
// gzipped on every page) is left out. `virtual:qs-stringify` is qs's own lib/stringify.js.
import stringify from 'virtual:qs-stringify';

export default { stringify };
