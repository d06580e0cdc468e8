// Initial gzipped JS of the built console (dist/.vite/manifest.json): the entry chunk and every
// chunk it imports statically (what index.html loads and modulepreloads), plus, per route, the
// lazy screen chunks that route requests at once. Prints a table; --json for machine-readable
// numbers; exits 1 when a route is over the budget.
//   node scripts/bundle-size.ts [--json] [--budget 300]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface Chunk { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist', 'admin');
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

// Signed-in routes also load the lazy layout (app bar, sidebar, menu).
const LAYOUT = 'src/layout/Layout.tsx';
export const ROUTES: Record<string, string[]> = {
  '/admin/login': [],
  '/admin/dashboard': [LAYOUT, 'src/dashboard/Dashboard.tsx'],
  '/admin/lawyers': [LAYOUT, 'src/lawyers/LawyerList.tsx'],
  '/admin/users': [LAYOUT, 'src/users/UserList.tsx'],
  '/admin/bookings': [LAYOUT, 'src/bookings/BookingList.tsx'],
  '/admin/coupons': [LAYOUT, 'src/coupons/CouponList.tsx'],
  '/admin/free-checkups': [LAYOUT, 'src/free-checkups/FreeCheckupList.tsx'],
  '/admin/credits': [LAYOUT, 'src/credits/CreditList.tsx'],
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
const shell = new Set<string>();
collect(entryKey, shell);
const shellKb = [...shell].reduce((s, f) => s + gzipSize(f), 0) / 1024;

const rows = Object.entries(ROUTES).map(([route, pages]) => {
  const files = new Set(shell);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`not in the manifest: ${page}`);
    collect(page, files);
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  return { route, files: js.length, totalKb: js.reduce((s, f) => s + gzipSize(f), 0) / 1024 };
});

const budgetArg = process.argv.indexOf('--budget');
const budget = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 300;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb: budget, shellKb, routes: rows }, null, 2));
} else {
  console.log(`console initial JS (gzip -9), budget ${budget} KB; shell (entry + static imports) ${shellKb.toFixed(1)} KB`);
  for (const r of rows) console.log(`  ${r.route.padEnd(22)} ${r.totalKb.toFixed(1).padStart(7)} KB  (${r.files} files)`);
}
const over = rows.filter((r) => r.totalKb > budget);
if (over.length) {
  console.error(`over budget: ${over.map((r) => r.route).join(', ')}`);
  process.exitCode = 1;
}
