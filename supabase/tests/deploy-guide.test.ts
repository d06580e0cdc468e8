// docs/deploy.md against the repository (issue 18: "every command in it is exercised by a test
// where it can be"): the pnpm scripts it runs exist, the apps read the environment variables it
// lists, the buckets and scheduled jobs it names are the ones the migrations create, the redirect
// pages exist, the security headers are securityHeaderRules(), and the migrations it pushes create
// those buckets and schedule both jobs where cron.schedule exists. The Supabase CLI
// and dashboard steps need a real project and are not run here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../server/config.ts';
import { securityHeaderRules } from '../../packages/shared/src/securityPolicy.ts';
import { startTestServer } from './helpers/server.ts';

const guide = fs.readFileSync(path.join(REPO_ROOT, 'docs/deploy.md'), 'utf8');
const read = (p: string) => fs.readFileSync(path.join(REPO_ROOT, p), 'utf8');
const migrations = fs.readdirSync(path.join(REPO_ROOT, 'supabase/migrations')).filter((f) => f.endsWith('.sql')).sort()
  .map((f) => read(`supabase/migrations/${f}`)).join('\n');

function filesUnder(dir: string, exts: RegExp): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...filesUnder(p, exts));
    else if (exts.test(e.name)) out.push(p);
  }
  return out;
}
const sourceOf = (app: string) => filesUnder(`${app}/src`, /\.(ts|tsx|astro)$/).map(read).join('\n');

describe('docs/deploy.md matches the repository', () => {
  test('every `npx pnpm@10 <script>` it runs is a root script (or pnpm install/build)', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const used = [...guide.matchAll(/npx pnpm@10 ([a-z][a-z:-]*)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(3);
    for (const s of used) expect(['install', ...scripts], `pnpm ${s}`).toContain(s);
  });

  test('each app reads the build-time variables the guide gives it', () => {
    expect(guide).toMatch(/PUBLIC_SUPABASE_URL.*PUBLIC_SUPABASE_ANON_KEY/s);
    const site = sourceOf('site');
    for (const v of ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_ICE_SERVERS', 'ICE_SERVERS']) expect(site, v).toContain(v);
    for (const app of ['console', 'lawyer-hub']) {
      const src = sourceOf(app);
      for (const v of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']) expect(src, `${app} ${v}`).toContain(v);
    }
  });

  test('the buckets it lists are the ones the migrations create, with those limits', () => {
    const rows = [...migrations.matchAll(/\('([a-z-]+)', '\1', (true|false), (\d+),/g)].map((m) => ({ id: m[1], public: m[2] === 'true', bytes: Number(m[3]) }));
    expect(rows.map((r) => r.id).sort()).toEqual(['free-checkup-documents', 'lawyer-photos', 'lawyer-verifications']);
    for (const r of rows) {
      const line = guide.split('\n').find((l) => l.startsWith(`| \`${r.id}\``));
      expect(line, r.id).toBeTruthy();
      expect(line).toContain(`| ${r.public ? 'yes' : 'no'} |`);
      expect(line).toContain(`| ${r.bytes / 1024 / 1024} MB |`);
    }
  });

  test('the scheduled jobs it names are the ones the migrations schedule, with the same statements', () => {
    const scheduled = [...migrations.matchAll(/cron\.schedule\('([a-z-]+)', '([^']+)', '([^']+)'\)/g)].map((m) => m.slice(1, 4));
    expect(scheduled.map((s) => s[0]).sort()).toEqual(['expire-unpaid-holds', 'purge-personal-data']);
    for (const [name, when, what] of scheduled) expect(guide).toContain(`select cron.schedule('${name}', '${when}', '${what}');`);
  });

  test('the redirect URLs it asks for are pages of the apps; the settings keys exist', () => {
    expect(guide).toContain('https://<host>/auth/reset-password**');
    expect(guide).toContain('https://<host>/lawyer-login/reset-password**');
    expect(fs.existsSync(path.join(REPO_ROOT, 'site/src/pages/auth/reset-password.astro'))).toBe(true);
    expect(read('lawyer-hub/src/App.tsx')).toContain('path="/lawyer-login/reset-password"');
    for (const key of guide.matchAll(/where key = '([a-z_.]+)'/g)) expect(migrations, key[1]).toContain(`'${key[1]}'`);
  });

  test('the security headers it lists are securityHeaderRules()', () => {
    const headers = securityHeaderRules('site')[0].headers;
    for (const [k, v] of Object.entries(headers)) {
      if (k === 'Permissions-Policy') continue;
      expect(guide.replace(/\n\s+/g, ' '), k).toContain(`${k}: ${v}`);
    }
  });

  test('pushed as they are, the migrations create the buckets and schedule both jobs (cron.schedule as pg_cron has it)', async () => {
    // The local server provides cron.schedule as pg_cron does; the jobs land in cron.job.
    const s = await startTestServer({ migrationsDir: path.join(REPO_ROOT, 'supabase/migrations'), seedFile: null });
    try {
      const jobs = await s.db.query<{ jobname: string; schedule: string }>(`select jobname, schedule from cron.job order by jobname`);
      expect(jobs.rows).toEqual([
        { jobname: 'expire-unpaid-holds', schedule: '* * * * *' },
        { jobname: 'purge-personal-data', schedule: '17 18 * * *' },
      ]);
      const buckets = await s.db.query<{ id: string }>(`select id from storage.buckets order by id`);
      expect(buckets.rows.map((b) => b.id)).toEqual(['free-checkup-documents', 'lawyer-photos', 'lawyer-verifications']);
    } finally {
      await s.close();
    }
  });
});
