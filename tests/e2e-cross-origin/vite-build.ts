// `node vite-build.ts <app dir> <out dir> <base folder>`: builds a single-page app with its own
// vite.config.ts into <out dir>/<base folder>, with index.html also at <out dir>/index.html (the
// SPA fallback), as its `pnpm build` does into dist/ — but without touching dist/ (the app's
// spa-fallback plugin writes there by a fixed path, so it is switched off here and done below).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [appDir, outDir, baseFolder] = process.argv.slice(2);
const require = createRequire(path.join(appDir, 'package.json'));
// (the app's own Vite; only what is used here is typed, the tests package does not depend on it)
interface VitePlugin { name: string; closeBundle?: unknown; configResolved?: (c: { plugins: readonly VitePlugin[] }) => void }
const vite = (await import(pathToFileURL(require.resolve('vite')).href)) as {
  build(config: { root: string; configFile: string; logLevel: string; build: { outDir: string; emptyOutDir: boolean }; plugins: VitePlugin[] }): Promise<unknown>;
};
const target = path.join(outDir, baseFolder);
await vite.build({
  root: appDir,
  configFile: path.join(appDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: target, emptyOutDir: true },
  plugins: [{
    name: 'cross-origin-out-dir',
    configResolved(c) {
      for (const p of c.plugins) if (p.name.endsWith('-spa-fallback')) p.closeBundle = undefined;
    },
  }],
});
fs.copyFileSync(path.join(target, 'index.html'), path.join(outDir, 'index.html'));
fs.rmSync(path.join(target, '.vite'), { recursive: true, force: true });
