// When an app's sources last changed: the newest modification time under a folder, leaving out
// dependencies, build output and hidden folders. `pnpm start` rebuilds an app whose sources are
// newer than its build; the cross-origin test layer (tests/e2e-cross-origin/build.ts) does the same.
import fs from 'node:fs';
import path from 'node:path';

const IGNORED = new Set(['node_modules', 'dist', '.astro', '.turbo', 'test-results']);

export function newestMtime(dir: string): number {
  let newest = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (IGNORED.has(e.name) || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}
