// docs/deploy.md against the repository (issue 18: "every command in it is exercised by a test
// where it can be"): the pnpm scripts it runs exist, the apps read the environment variables it
// lists, the buckets and scheduled jobs it names are the ones the migrations create, the redirect
// pages exist, the security headers are securityHeaderRules(), and the migrations it pushes create
// those buckets and schedule both jobs where cron.schedule exists; its STUN/TURN section (issue 17)
// names ICE_SERVERS and PUBLIC_ICE_SERVERS, its JSON example parses and the site's own parser
// (site/src/lib/room/lines.ts parseIceServers) keeps every server of it, and the ports of its
// turnserver.conf are the ones its firewall table opens; the lawyer calendar feed's function is
// deployed as it must be and skips the JWT check with the webhooks only. The Supabase CLI and dashboard steps (and a
// real coturn) need real machines and are not run here.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../server/config.ts';
import { securityHeaderRules } from '../../packages/shared/src/securityPolicy.ts';
import { startTestServer } from './helpers/server.ts';
import { parseFunctionsConfig } from '../server/functions/index.ts';
import { parseProjectConfig } from '../server/project-config.ts';

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

  test('the guide sends every page the site renders per request to the Node host', () => {
    // site/src/pages files with `prerender = false`, as routes: [...lang]/lawyer/[id].astro → /lawyer/:id
    const onRequest = filesUnder('site/src/pages', /\.(astro|ts)$/)
      .filter((f) => /export const prerender = false/.test(read(f)))
      .map((f) => f.replace(/^site\/src\/pages/, '').replace('/[...lang]', '').replace(/\[(\w+)\]/g, ':$1').replace(/\.(astro|ts)$/, ''))
      // the 500 page is the server's own error answer, not a route
      .filter((r) => r !== '/500');
    expect(onRequest).toEqual(expect.arrayContaining(['/lawyers', '/lawyer/:id', '/room/:id']));
    const nodeRow = guide.split('\n').find((l) => l.startsWith('| Site:') && /rendered per request/.test(l));
    expect(nodeRow, 'the table row of the pages rendered per request').toBeTruthy();
    for (const r of onRequest) expect(nodeRow, r).toContain(`\`${r.replace(/^\/(robots\.txt|sitemap\.xml)$/, '$1')}\``);
  });

  test('each app reads the build-time variables the guide gives it', () => {
    expect(guide).toMatch(/PUBLIC_SUPABASE_URL.*PUBLIC_SUPABASE_PUBLISHABLE_KEY/s);
    const site = sourceOf('site');
    // the publishable key, and the older *_ANON_KEY name the guide says is still read
    for (const v of ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_ICE_SERVERS', 'ICE_SERVERS', 'PUBLIC_IMAGE_TRANSFORM']) expect(site, v).toContain(v);
    for (const app of ['console', 'lawyer-hub']) {
      const src = sourceOf(app);
      for (const v of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY', 'VITE_SUPABASE_ANON_KEY']) expect(src, `${app} ${v}`).toContain(v);
    }
  });

  test('keys: the publishable and secret keys come from Settings → API Keys; the worker takes the secret key', () => {
    expect(guide).toMatch(/Settings → API Keys\*\*[^]*publishable key[^]*secret key/);
    expect(guide).toContain('SUPABASE_SECRET_KEY=<secret key>');
    expect(read('packages/worker/src/cli.ts')).toContain('process.env.SUPABASE_SECRET_KEY');
  });

  test('the buckets it lists are the ones the migrations create, with those limits', () => {
    const rows = [...migrations.matchAll(/\('([a-z-]+)', '\1', (true|false), (\d+),/g)].map((m) => ({ id: m[1], public: m[2] === 'true', bytes: Number(m[3]) }));
    expect(rows.map((r) => r.id).sort()).toEqual(['booking-documents', 'free-checkup-documents', 'lawyer-photos', 'lawyer-verifications']);
    for (const r of rows) {
      const line = guide.split('\n').find((l) => l.startsWith(`| \`${r.id}\``));
      expect(line, r.id).toBeTruthy();
      expect(line).toContain(`| ${r.public ? 'yes' : 'no'} |`);
      expect(line).toContain(`| ${r.bytes / 1024 / 1024} MB |`);
    }
  });

  test('the scheduled jobs it names are the ones the migrations schedule, with the same statements', () => {
    const scheduled = [...migrations.matchAll(/cron\.schedule\('([a-z-]+)', '([^']+)', '([^']+)'\)/g)].map((m) => m.slice(1, 4));
    expect(scheduled.map((s) => s[0]).sort()).toEqual(['close-settlement-periods', 'expire-unpaid-holds', 'purge-personal-data']);
    for (const [name, when, what] of scheduled) expect(guide).toContain(`select cron.schedule('${name}', '${when}', '${what}');`);
  });

  test('the redirect URLs it asks for are pages of the apps; the settings keys exist', () => {
    expect(guide).toContain('https://<host>/auth/reset-password**');
    expect(guide).toContain('https://<host>/lawyer-login/reset-password**');
    expect(fs.existsSync(path.join(REPO_ROOT, 'site/src/pages/[...lang]/auth/reset-password.astro'))).toBe(true);
    expect(read('lawyer-hub/src/App.tsx')).toContain('path="/lawyer-login/reset-password"');
    for (const key of guide.matchAll(/where key = '([a-z_.]+)'/g)) expect(migrations, key[1]).toContain(`'${key[1]}'`);
  });

  test('step 3 pushes supabase/config.toml with `supabase config push`, and what it says the file sets is what the file sets', () => {
    const start = guide.indexOf('\n## 3. ');
    const section = guide.slice(start, guide.indexOf('\n## 4. ', start));
    expect(section).toContain('SITE_URL=https://<host> supabase config push');
    const toml = read('supabase/config.toml');
    const c = parseProjectConfig(toml, { SITE_URL: 'https://<host>' });
    expect(toml).toContain('site_url = "env(SITE_URL)"');
    expect(section).toContain('site_url = "env(SITE_URL)"');
    expect(c.auth.siteUrl).toBe('https://<host>');
    expect(c.auth.additionalRedirectUrls).toEqual([]);
    expect(c.auth.minimumPasswordLength).toBe(8);
    expect(section).toContain('minimum password length 8');
    expect(c.auth.email.enableConfirmations).toBe(false);
    expect(section).toContain('enable_confirmations = false');
    expect(c.auth.mfa.totp).toEqual({ enrollEnabled: true, verifyEnabled: true });
    expect(section).toContain('[auth.mfa.totp]');
    expect(c.auth.enableAnonymousSignIns).toBe(false);
    expect(c.api).toEqual({ schemas: ['public', 'graphql_public'], extraSearchPath: ['public', 'extensions'], maxRows: 1000 });
    // the precedence table names only variables the local server reads
    const table = section.split('\n').find((l) => l.startsWith('| 1 |'));
    expect(table).toBeTruthy();
    const config = read('supabase/server/config.ts');
    for (const v of table!.matchAll(/`([A-Z_]+)(?:=0)?`/g)) expect(config, v[1]).toContain(`env.${v[1]}`);
    expect(section).toContain(`alter role authenticator set pgrst.db_aggregates_enabled = 'true';\nnotify pgrst, 'reload config';`);
  });

  test('the security headers it lists are securityHeaderRules()', () => {
    const headers = securityHeaderRules('site')[0].headers;
    for (const [k, v] of Object.entries(headers)) {
      if (k === 'Permissions-Policy') continue;
      expect(guide.replace(/\n\s+/g, ' '), k).toContain(`${k}: ${v}`);
    }
  });

  test('pushed as they are, the migrations create the buckets and schedule the three jobs (cron.schedule as pg_cron has it)', async () => {
    // The local server provides cron.schedule as pg_cron does; the jobs land in cron.job.
    const s = await startTestServer({ migrationsDir: path.join(REPO_ROOT, 'supabase/migrations'), seedFile: null });
    try {
      const jobs = await s.db.query<{ jobname: string; schedule: string }>(`select jobname, schedule from cron.job order by jobname`);
      expect(jobs.rows).toEqual([
        { jobname: 'close-settlement-periods', schedule: '10 15 * * *' },
        { jobname: 'expire-unpaid-holds', schedule: '* * * * *' },
        { jobname: 'purge-personal-data', schedule: '17 18 * * *' },
      ]);
      const buckets = await s.db.query<{ id: string }>(`select id from storage.buckets order by id`);
      expect(buckets.rows.map((b) => b.id)).toEqual(['booking-documents', 'free-checkup-documents', 'lawyer-photos', 'lawyer-verifications']);
    } finally {
      await s.close();
    }
  }, 120_000); // a server of its own from the migrations alone: as long as a hook may take

  test('every Edge Function is deployed by the guide and serves itself on a hosted project (Deno.serve)', () => {
    const functions = fs.readdirSync(path.join(REPO_ROOT, 'supabase/functions'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_')).map((d) => d.name);
    expect(functions.length).toBeGreaterThan(3);
    for (const f of functions) {
      expect(guide, f).toContain(`supabase functions deploy ${f}`);
      expect(read(`supabase/functions/${f}/index.ts`), f).toMatch(/Deno\??\.serve\(handler\)/);
    }
    for (const v of ['TRANSLATE_PROVIDER', 'DEEPL_API_KEY', 'LIBRETRANSLATE_URL']) expect(guide, v).toContain(v);
  });

  describe('Consultation room: STUN/TURN', () => {
    const start = guide.indexOf('\n## Consultation room: STUN/TURN\n');
    const end = guide.indexOf('\n## ', start + 5);
    const section = guide.slice(start, end === -1 ? undefined : end);
    const fenced = (lang: string) => [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);

    test('the section exists and names both variables, as the site reads them', () => {
      expect(start).toBeGreaterThan(0);
      for (const v of ['ICE_SERVERS', 'PUBLIC_ICE_SERVERS', 'coturn', 'symmetric NAT', 'use-auth-secret', 'static-auth-secret', 'lt-cred-mech', 'realm=']) expect(section, v).toContain(v);
      const roomPage = filesUnder('site/src/pages', /\.astro$/).find((f) => /\/room\/\[id\]\.astro$/.test(f));
      expect(roomPage, 'the room page').toBeTruthy();
      const src = read(roomPage!);
      expect(src).toContain('process.env.ICE_SERVERS');
      expect(src).toContain('import.meta.env.PUBLIC_ICE_SERVERS');
      expect(src).toContain('parseIceServers(');
    });

    test('its JSON example parses and the site\'s parser keeps every server (STUN and TURN with credentials)', async () => {
      // loaded by path so that the supabase package's type-check does not take in the site's sources
      const { parseIceServers } = (await import(pathToFileURL(path.join(REPO_ROOT, 'site/src/lib/room/lines.ts')).href)) as { parseIceServers(raw: string): { urls: string | string[]; username?: string; credential?: string }[] };
      const examples = fenced('json');
      expect(examples.length).toBe(1);
      const raw = examples[0];
      const parsed = JSON.parse(raw) as unknown[];
      expect(Array.isArray(parsed)).toBe(true);
      const servers = parseIceServers(raw);
      expect(servers).toHaveLength(parsed.length);
      expect(servers).toEqual(parsed);
      const urls = servers.flatMap((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]));
      expect(urls.some((u) => u.startsWith('stun:'))).toBe(true);
      expect(urls.some((u) => u.startsWith('turns:') && u.includes(':5349'))).toBe(true);
      const turn = servers.find((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]).some((u) => u.startsWith('turn:')));
      expect(turn?.username).toMatch(/^\d{10}:/);
      expect(turn?.credential).toBeTruthy();
      // the object form is accepted too, as the guide says
      expect(parseIceServers(JSON.stringify({ iceServers: parsed }))).toEqual(servers);
    });

    test('the turnserver.conf is minimal and complete, and the firewall table opens its ports', () => {
      const conf = fenced('ini');
      expect(conf.length).toBe(1);
      const settings = new Map<string, string>();
      for (const line of conf[0].split('\n')) {
        const m = /^([a-z-]+)(?:=(.*))?$/.exec(line.trim());
        if (m) settings.set(m[1], m[2] ?? '');
      }
      for (const k of ['listening-port', 'tls-listening-port', 'min-port', 'max-port', 'realm', 'use-auth-secret', 'static-auth-secret', 'fingerprint', 'cert', 'pkey']) expect(settings.has(k), k).toBe(true);
      expect(settings.get('tls-listening-port')).toBe('5349');
      const table = section.split('\n').filter((l) => l.startsWith('| '));
      expect(table.some((l) => l.startsWith(`| ${settings.get('listening-port')} | UDP and TCP |`))).toBe(true);
      expect(table.some((l) => l.startsWith(`| ${settings.get('tls-listening-port')} | TCP`))).toBe(true);
      expect(table.some((l) => l.startsWith(`| ${settings.get('min-port')}–${settings.get('max-port')} | UDP |`))).toBe(true);
      expect(section).toContain('apt install coturn');
    });
  });

  describe('Lawyer calendar feed', () => {
    const start = guide.indexOf('\n## Lawyer calendar feed\n');
    const end = guide.indexOf('\n## ', start + 5);
    const section = start === -1 ? '' : guide.slice(start, end === -1 ? undefined : end);

    test('it deploys lawyer-calendar with --use-api (it imports the shared .ics builder from outside supabase/)', () => {
      expect(section).not.toBe('');
      expect(section).toContain('supabase functions deploy lawyer-calendar --use-api');
      expect(section).toContain('https://<ref>.supabase.co/functions/v1/lawyer-calendar?token=<token>');
      expect(section).toContain('SITE_URL');
      const src = read('supabase/functions/lawyer-calendar/index.ts');
      expect(src).toContain("from '../../../packages/shared/src/notifications/ics.ts'");
      expect(src).toContain("env('SITE_URL')");
      // the edge runtime runs the module (hosted, and the local host's Deno worker): it must serve itself
      expect(src).toContain('Deno?.serve(handler)');
      const deno = JSON.parse(read('supabase/functions/lawyer-calendar/deno.json')) as { imports: Record<string, string> };
      const supabaseJs = (JSON.parse(read('supabase/package.json')) as { devDependencies: Record<string, string> }).devDependencies['@supabase/supabase-js'];
      expect(deno.imports['@supabase/supabase-js']).toBe(`npm:@supabase/supabase-js@${supabaseJs}`);
    });

    test('only the feed, the two webhooks and storage-upload (which checks the token itself) skip the JWT check', () => {
      const settings = parseFunctionsConfig(read('supabase/config.toml'));
      const open = Object.entries(settings).filter(([, v]) => v.verifyJwt === false).map(([k]) => k).sort();
      expect(open).toEqual(['lawyer-calendar', 'portone-webhook', 'storage-upload', 'stripe-webhook']);
      expect(section).toContain('verify_jwt = false');
    });
  });

  describe('Payments: PortOne', () => {
    const start = guide.indexOf('\n## PortOne\n');
    const section = start === -1 ? '' : guide.slice(start);
    const portoneFunctions = fs.readdirSync(path.join(REPO_ROOT, 'supabase/functions')).filter((d) => d.startsWith('portone-')).sort();

    test('the section names every PORTONE_* variable the functions and the worker read, and pnpm start\'s switch', () => {
      expect(section).not.toBe('');
      const code = [...portoneFunctions.map((f) => `supabase/functions/${f}/index.ts`), 'supabase/functions/_shared/portone.ts',
        'packages/worker/src/index.ts', 'supabase/scripts/start.ts'].map(read).join('\n');
      const used = new Set([...code.matchAll(/PORTONE_[A-Z_]+/g)].map((m) => m[0]));
      expect([...used].sort()).toEqual(['PORTONE_API_BASE', 'PORTONE_API_SECRET', 'PORTONE_CHANNEL_KEYS', 'PORTONE_CSP_SOURCES', 'PORTONE_PLATFORM_CONTRACT_ID',
        'PORTONE_PLATFORM_POLL_SECONDS', 'PORTONE_PLATFORM_TEST', 'PORTONE_STORE_ID', 'PORTONE_WEBHOOK_SECRET']);
      for (const v of used) expect(section, v).toContain(`| \`${v}\` |`);
      expect(section).toContain(`where key = 'payments.portone'`);
      expect(read('supabase/scripts/start.ts')).toContain(`('payments.portone', $1)`);
      // partner settlement payouts: the switch, set by pnpm start and documented for a hosted project
      expect(section).toContain(`where key = 'settlement.payout_provider'`);
      expect(read('supabase/scripts/start.ts')).toContain(`('settlement.payout_provider', $1)`);
    });

    test('it deploys each PortOne function, registers the webhook URL, and the webhook alone skips the JWT check', () => {
      expect(portoneFunctions).toEqual(['portone-complete', 'portone-prepare', 'portone-webhook']);
      for (const f of portoneFunctions) {
        expect(section, f).toContain(`supabase functions deploy ${f}`);
        const deno = JSON.parse(read(`supabase/functions/${f}/deno.json`)) as { imports: Record<string, string> };
        const sdk = (JSON.parse(read('supabase/package.json')) as { dependencies: Record<string, string> }).dependencies['@portone/server-sdk'];
        expect(deno.imports['@portone/server-sdk'], f).toBe(`npm:@portone/server-sdk@${sdk}`);
      }
      expect(section).toContain('https://<ref>.supabase.co/functions/v1/portone-webhook');
      expect(section).toContain('2024-04-25');
      const config = read('supabase/config.toml');
      expect(config).toMatch(/\[functions\.portone-webhook\]\s*\nverify_jwt = false/);
      expect(config).not.toMatch(/\[functions\.portone-(prepare|complete)\]/);
    });
  });
});
