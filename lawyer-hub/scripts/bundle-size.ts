// Initial gzipped JS per route of the built lawyer hub (dist/manifest.json): the entry chunk
// and everything it imports statically, plus the route's lazy page chunk and its static imports
// (requested at once on load). Prints a table and, with --json, machine-readable numbers.
//   node scripts/bundle-size.ts [--json] [--budget 300]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface Chunk { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist', 'lawyer-hub');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

// The lazy modules each route loads at once, after the shell.
const PORTAL = 'src/PortalApp.tsx';
export const ROUTES: Record<string, string[]> = {
  '/lawyer-login': ['src/pages/auth/login.tsx'],
  '/lawyer-signup': ['src/pages/auth/signup.tsx'],
  '/lawyer/dashboard': [PORTAL, 'src/pages/dashboard/index.tsx'],
  '/lawyer/bookings': [PORTAL, 'src/pages/bookings/list.tsx'],
  '/lawyer/bookmarks': [PORTAL, 'src/pages/bookmarks/list.tsx'],
  '/lawyer/profile': [PORTAL, 'src/pages/profile/edit.tsx'],
};

const gz = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gz.get(file)!;
}

function collect(key: string, into: Set<string>): void {
  const c = manifest[key];
  if (!c || into.has(c.file)) return;
  into.add(c.file);
  for (const i of c.imports ?? []) collect(i, into);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const rows = Object.entries(ROUTES).map(([route, pages]) => {
  const files = new Set<string>();
  collect(entryKey, files);
  const entryOnly = [...files].reduce((s, f) => s + gzipSize(f), 0);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`not in the manifest: ${page}`);
    collect(page, files);
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  const total = js.reduce((s, f) => s + gzipSize(f), 0);
  return { route, files: js.length, entryKb: entryOnly / 1024, totalKb: total / 1024 };
});

const budgetArg = process.argv.indexOf('--budget');
const budget = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 300;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb: budget, routes: rows }, null, 2));
} else {
  console.log(`lawyer-hub initial JS (gzip -9), budget ${budget} KB`);
  for (const r of rows) console.log(`  ${r.route.padEnd(20)} ${r.totalKb.toFixed(1).padStart(7)} KB  (${r.files} files; shell ${r.entryKb.toFixed(1)} KB)`);
}
const over = rows.filter((r) => r.totalKb > budget);
if (over.length) {
  console.error(`over budget: ${over.map((r) => r.route).join(', ')}`);
  process.exitCode = 1;
}
