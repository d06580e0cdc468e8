// Initial gzipped JS per route of a Vite build, from its manifest (build.manifest: true): the
// entry chunk and every chunk it imports statically (what index.html loads and modulepreloads,
// "the shell"), plus, per route, the lazy modules that route loads at once and their static
// imports. One tool for the console and the lawyer portal (each calls `bundleSizeCli` from its
// scripts/bundle-size.ts with its own routes and budget); `routeSizes` is the computation alone.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  /** JS files loaded at once on the route (shell included) */
  files: string[];
  totalBytes: number;
}
export interface SizeReport {
  shell: string[];
  shellBytes: number;
  routes: RouteSize[];
  /** the heaviest chunks of any route, largest first (what to look at when over budget) */
  heaviest: { file: string; bytes: number; routes: number }[];
}

/** The files of `key` and everything it imports statically (not its dynamic imports). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const c = manifest[key];
  if (!c || into.has(c.file)) return into;
  into.add(c.file);
  for (const i of c.imports ?? []) staticClosure(manifest, i, into);
  return into;
}

/**
 * Per route: the shell plus the static closure of each of the route's lazy modules (manifest
 * keys, i.e. source paths such as 'src/lawyers/LawyerList.tsx'); only .js files count.
 * `sizeOf(file)` gives a file's (gzipped) size. Throws for a route module not in the manifest.
 */
export function routeSizes(manifest: Manifest, routes: Record<string, string[]>, sizeOf: (file: string) => number): SizeReport {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (!entries.length) throw new Error('no entry chunk in the manifest');
  const shell = new Set<string>();
  for (const e of entries) staticClosure(manifest, e, shell);
  const js = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((s, f) => s + sizeOf(f), 0);
  const seen = new Map<string, number>();
  const rows = Object.entries(routes).map(([route, modules]) => {
    const files = new Set(shell);
    for (const m of modules) {
      if (!manifest[m]) throw new Error(`not in the manifest: ${m} (route ${route})`);
      staticClosure(manifest, m, files);
    }
    const list = js(files);
    for (const f of list) seen.set(f, (seen.get(f) ?? 0) + 1);
    return { route, files: list, totalBytes: sum(list) };
  });
  const heaviest = [...seen].map(([file, n]) => ({ file, bytes: sizeOf(file), routes: n })).sort((a, b) => b.bytes - a.bytes);
  return { shell: js(shell), shellBytes: sum(js(shell)), routes: rows, heaviest };
}

/** gzip -9 size of a file under `dir`, cached. */
export function gzipSizer(dir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let n = cache.get(file);
    if (n === undefined) {
      n = zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
      cache.set(file, n);
    }
    return n;
  };
}

export interface BundleSizeOptions {
  /** name in the printed table */
  app: string;
  /** the served build folder the manifest's file paths are relative to */
  distDir: string;
  manifestPath: string;
  routes: Record<string, string[]>;
  /** default budget per route, KB gzipped (--budget N overrides) */
  budgetKb: number;
  argv?: string[];
}

/**
 * Prints the table (or with --json the numbers; --top N lists the N heaviest chunks) and sets
 * the exit code to 1 when a route is over the budget.
 */
export function bundleSizeCli(o: BundleSizeOptions): SizeReport {
  const argv = o.argv ?? process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const budget = arg('--budget') ? Number(arg('--budget')) : o.budgetKb;
  const top = arg('--top') ? Number(arg('--top')) : 0;
  const manifest = JSON.parse(fs.readFileSync(o.manifestPath, 'utf8')) as Manifest;
  const report = routeSizes(manifest, o.routes, gzipSizer(o.distDir));
  const kb = (b: number) => (b / 1024).toFixed(1);
  const over = report.routes.filter((r) => r.totalBytes / 1024 > budget);
  if (argv.includes('--json')) {
    console.log(
      JSON.stringify(
        {
          app: o.app,
          budgetKb: budget,
          shellKb: +kb(report.shellBytes),
          routes: report.routes.map((r) => ({ route: r.route, files: r.files.length, totalKb: +kb(r.totalBytes) })),
        },
        null,
        2,
      ),
    );
  } else {
    console.log(`${o.app} initial JS (gzip -9), budget ${budget} KB; shell (entry + static imports) ${kb(report.shellBytes)} KB`);
    const w = Math.max(...report.routes.map((r) => r.route.length)) + 2;
    for (const r of report.routes) console.log(`  ${r.route.padEnd(w)} ${kb(r.totalBytes).padStart(7)} KB  (${r.files.length} files)${r.totalBytes / 1024 > budget ? '  OVER' : ''}`);
    if (top > 0) {
      console.log(`heaviest chunks:`);
      for (const h of report.heaviest.slice(0, top)) console.log(`  ${kb(h.bytes).padStart(7)} KB  ${h.file}  (${h.routes} routes)`);
    }
  }
  if (over.length) {
    console.error(`over budget: ${over.map((r) => r.route).join(', ')}`);
    process.exitCode = 1;
  }
  return report;
}
