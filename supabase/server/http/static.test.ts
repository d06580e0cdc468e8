// The static handler's per-app header rules: every response an app answers (file, SPA fallback,
// SSR handler, 404 page) carries its matching headers, more specific rules override per header,
// and nothing leaks onto responses the app did not answer.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StaticApp } from '../config.ts';
import { createStaticHandler, headerRuleMatches, sendNotFoundPage } from './static.ts';

let server: http.Server;
let base: string;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-headers-'));
  const site = path.join(root, 'site');
  const spa = path.join(root, 'spa');
  fs.mkdirSync(path.join(site, 'room'), { recursive: true });
  fs.mkdirSync(spa, { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
  fs.writeFileSync(path.join(site, 'room', 'index.html'), '<p>room</p>');
  fs.writeFileSync(path.join(site, '404.html'), '<p>missing</p>');
  fs.mkdirSync(path.join(site, 'zh', '404'), { recursive: true });
  fs.writeFileSync(path.join(site, 'zh', '404', 'index.html'), '<p>zh missing</p>');
  fs.writeFileSync(path.join(spa, 'index.html'), '<p>spa</p>');
  const apps: StaticApp[] = [
    {
      mount: ['/'],
      dir: site,
      spa: false,
      headers: [
        { path: '/*', headers: { 'X-Policy': 'none', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" } },
        { path: '/room/*', headers: { 'x-policy': 'room' } },
        { path: '/exact', headers: { 'X-Exact': '1' } },
      ],
      // an SSR handler answers /ssr/*; it adds its own header and keeps the app's
      handler: async (req, res) => {
        if (!req.url?.startsWith('/ssr/')) return false;
        // its own policy (Astro sends a server-rendered page's CSP as a header) and a rule's header of its own
        res.writeHead(200, { 'Content-Type': 'text/html', 'X-From-Ssr': 'yes', 'content-security-policy': "script-src 'self'", 'x-frame-options': 'SAMEORIGIN' });
        res.end('<p>ssr</p>');
        return true;
      },
    },
    { mount: ['/admin'], dir: spa, spa: true, headers: [{ path: '/*', headers: { 'X-Policy': 'admin' } }] },
  ];
  const handle = createStaticHandler(apps);
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (await handle(req, res, url)) return;
    if (url.pathname.startsWith('/api/')) {
      res.end('api');
      return;
    }
    if (!sendNotFoundPage(req, res, apps, url.pathname)) res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static handler headers', () => {
  test('rule paths: exact, or the path and everything below it', () => {
    expect(headerRuleMatches('/*', '/')).toBe(true);
    expect(headerRuleMatches('/*', '/a/b')).toBe(true);
    expect(headerRuleMatches('/room/*', '/room')).toBe(true);
    expect(headerRuleMatches('/room/*', '/room/abc')).toBe(true);
    expect(headerRuleMatches('/room/*', '/roomy')).toBe(false);
    expect(headerRuleMatches('/exact', '/exact')).toBe(true);
    expect(headerRuleMatches('/exact', '/exact/more')).toBe(false);
  });

  test('a file gets the rules matching its path; a later rule overrides per header, case-insensitively', async () => {
    const home = await fetch(`${base}/`);
    expect(await home.text()).toBe('<p>home</p>');
    expect(home.headers.get('x-policy')).toBe('none');
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('x-exact')).toBeNull();
    const room = await fetch(`${base}/room/`);
    expect(await room.text()).toBe('<p>room</p>');
    expect(room.headers.get('x-policy')).toBe('room');
    expect(room.headers.get('x-frame-options')).toBe('DENY');
  });

  test('the SPA fallback gets its own app\'s rules, not the site\'s', async () => {
    const r = await fetch(`${base}/admin/users/42`);
    expect(await r.text()).toBe('<p>spa</p>');
    expect(r.headers.get('x-policy')).toBe('admin');
    expect(r.headers.get('x-frame-options')).toBeNull();
  });

  test('an SSR handler\'s response keeps the app\'s headers next to its own; both CSPs are sent', async () => {
    const r = await fetch(`${base}/ssr/page`);
    expect(await r.text()).toBe('<p>ssr</p>');
    expect(r.headers.get('x-from-ssr')).toBe('yes');
    expect(r.headers.get('x-policy')).toBe('none');
    // a second policy only adds restrictions, so both are kept; any other header is the handler's
    expect(r.headers.get('content-security-policy')).toBe("frame-ancestors 'none', script-src 'self'");
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('a missing page under a language prefix gets that language\'s 404 page, if there is one', async () => {
    const zh = await fetch(`${base}/zh/nowhere`);
    expect(zh.status).toBe(404);
    expect(await zh.text()).toBe('<p>zh missing</p>');
    const ja = await fetch(`${base}/ja/nowhere`);
    expect(ja.status).toBe(404);
    expect(await ja.text()).toBe('<p>missing</p>');
    expect(await (await fetch(`${base}/zhx/nowhere`)).text()).toBe('<p>missing</p>');
  });

  test('the 404 page carries the headers; a response the apps did not answer does not', async () => {
    const missing = await fetch(`${base}/room/nowhere.png`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<p>missing</p>');
    expect(missing.headers.get('x-policy')).toBe('room');
    const api = await fetch(`${base}/api/thing.json`);
    // the site app (mount '/') tried this path first and found nothing: its headers are taken back
    expect(await api.text()).toBe('api');
    expect(api.headers.get('x-policy')).toBeNull();
    expect(api.headers.get('x-frame-options')).toBeNull();
  });
});
