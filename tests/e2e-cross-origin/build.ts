// Builds the three apps as a hosted deployment builds them (docs/deploy.md, step 5): against the
// Supabase API on another origin (PUBLIC_SUPABASE_URL / VITE_SUPABASE_URL = API_URL), each into
// <app>/node_modules/.cache/cross-origin/ (inside the app, so the site's server bundle resolves its
// packages), so the normal dist/ folders (served by `pnpm start` and the other test layers) stay as
// they are. An app is rebuilt only when its sources, the shared package
// or the API URL changed since its last build here.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { newestMtime } from '../../supabase/scripts/freshness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CrossOriginBuild { site: string; console: string; lawyerHub: string }

export function buildApps(opts: { apiUrl: string; siteUrl: string }): CrossOriginBuild {
  const env = {
    ...process.env,
    PUBLIC_SUPABASE_URL: opts.apiUrl,
    VITE_SUPABASE_URL: opts.apiUrl,
    SITE_URL: opts.siteUrl,
    // photos as thumbnails through Storage's image transformation (off by default against a
    // configured API, as a hosted project needs the Pro plan for it; the local server has it)
    PUBLIC_IMAGE_TRANSFORM: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    ASTRO_DISABLE_UPDATE_CHECK: 'true',
  };
  const shared = newestMtime(path.join(ROOT, 'packages'));
  const build = (name: string, out: string, run: () => number | null) => {
    const stamp = path.join(out, '.build-stamp');
    const key = JSON.stringify({ apiUrl: opts.apiUrl, siteUrl: opts.siteUrl, imageTransform: env.PUBLIC_IMAGE_TRANSFORM });
    const sources = Math.max(shared, newestMtime(path.join(ROOT, name)));
    if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key && fs.statSync(stamp).mtimeMs >= sources) return;
    console.log(`[cross-origin] building ${name} against ${opts.apiUrl} into ${out} ...`);
    const t = Date.now();
    fs.rmSync(out, { recursive: true, force: true });
    if (run() !== 0) throw new Error(`[cross-origin] building ${name} failed`);
    fs.writeFileSync(stamp, key);
    console.log(`[cross-origin] built ${name} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  const out = (app: string) => path.join(ROOT, app, 'node_modules/.cache/cross-origin');
  const site = out('site');
  const console_ = out('console');
  const lawyerHub = out('lawyer-hub');
  const astro = path.join(ROOT, 'site/node_modules/astro/bin/astro.mjs');
  build('site', site, () => spawnSync(process.execPath, [astro, 'build', '--outDir', site], { cwd: path.join(ROOT, 'site'), env, stdio: 'inherit' }).status);
  const viteBuild = path.join(ROOT, 'tests/e2e-cross-origin/vite-build.ts');
  // the SPAs' bases: /admin/ and /lawyer-hub/ (their vite configs), served from <out>/<base>/
  build('console', console_, () => spawnSync(process.execPath, [viteBuild, path.join(ROOT, 'console'), console_, 'admin'], { cwd: path.join(ROOT, 'console'), env, stdio: 'inherit' }).status);
  build('lawyer-hub', lawyerHub, () => spawnSync(process.execPath, [viteBuild, path.join(ROOT, 'lawyer-hub'), lawyerHub, 'lawyer-hub'], { cwd: path.join(ROOT, 'lawyer-hub'), env, stdio: 'inherit' }).status);
  return { site, console: console_, lawyerHub };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const apiUrl = process.env.API_URL ?? 'http://localhost:4781';
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:4782';
  buildApps({ apiUrl, siteUrl });
}
