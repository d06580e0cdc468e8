// The mail catcher alone: nodemailer delivers over SMTP, the inbox API answers in maildev's shape.
import http from 'node:http';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isLoopback, startMailCatcher, type MailCatcher } from './catcher.ts';

let catcher: MailCatcher;
let server: http.Server;
let base: string;

beforeAll(async () => {
  catcher = await startMailCatcher({ maxMessages: 5 });
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!(await catcher.handle(req, res, url))) {
      res.statusCode = 404;
      res.end('not the inbox');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await catcher.close();
});

async function get(path: string): Promise<Response> {
  return fetch(`${base}${path}`);
}

describe('mail catcher', () => {
  test('receives a message over SMTP (with credentials, cc, bcc and an attachment) in maildev shape', async () => {
    // Credentials in the URL are accepted whatever they are, like any catcher.
    const t = nodemailer.createTransport(catcher.smtpUrl.replace('smtp://', 'smtp://user:pass@'));
    const info = await t.sendMail({
      from: { name: 'K-Legal', address: 'noreply@example.com' },
      to: 'Ada <ada@example.com>',
      cc: 'bob@example.com',
      bcc: 'hidden@example.com',
      subject: 'Booking confirmed — 예약 확정',
      text: 'Hello https://example.com/booking/1',
      html: '<p>Hello <a href="https://example.com/booking/1">booking</a></p><script>alert(1)</script>',
      attachments: [{ filename: 'invite.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' }],
    });
    expect(info.accepted).toEqual(['ada@example.com', 'bob@example.com', 'hidden@example.com']);
    const list = await (await get('/_inbox/email')).json();
    expect(list).toHaveLength(1);
    const m = list[0];
    expect(m).toMatchObject({
      subject: 'Booking confirmed — 예약 확정',
      from: [{ address: 'noreply@example.com', name: 'K-Legal' }],
      to: [{ address: 'ada@example.com', name: 'Ada' }],
      cc: [{ address: 'bob@example.com', name: '' }],
      calculatedBcc: [{ address: 'hidden@example.com', name: '' }],
      text: 'Hello https://example.com/booking/1',
      read: false,
      envelope: { from: 'noreply@example.com', to: ['ada@example.com', 'bob@example.com', 'hidden@example.com'] },
    });
    expect(m.html).toContain('<a href="https://example.com/booking/1">');
    expect(m.messageId).toBe(info.messageId);
    expect(Number.isNaN(Date.parse(m.date))).toBe(false);
    expect(m.attachments).toEqual([expect.objectContaining({ fileName: 'invite.ics', generatedFileName: 'invite.ics', contentType: 'text/calendar' })]);

    const att = await get(`/_inbox/email/${m.id}/attachment/invite.ics`);
    expect(att.status).toBe(200);
    expect(await att.text()).toContain('BEGIN:VCALENDAR');
    const html = await get(`/_inbox/email/${m.id}/html`);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox /);
    expect(html.headers.get('content-security-policy')).not.toContain('allow-scripts');
    expect(await html.text()).toContain('booking</a>');
    const source = await get(`/_inbox/email/${m.id}/source`);
    expect(await source.text()).toContain('Subject:');
    expect((await (await get(`/_inbox/email/${m.id}`)).json()).read).toBe(true);
  });

  test('filters by dotted path, waits for a message, deletes one, keeps at most maxMessages', async () => {
    const t = nodemailer.createTransport(catcher.smtpUrl);
    const waiting = catcher.waitFor((m) => m.to.some((a) => a.address === 'late@example.com'));
    for (let i = 0; i < 6; i++) {
      await t.sendMail({ from: 'a@example.com', to: i === 5 ? 'late@example.com' : `n${i}@example.com`, subject: `n${i}`, text: 'x' });
    }
    expect((await waiting).subject).toBe('n5');
    const all = await (await get('/_inbox/email')).json();
    expect(all.map((m: { subject: string }) => m.subject)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    const one = await (await get('/_inbox/email?to.address=N3@example.com')).json();
    expect(one.map((m: { subject: string }) => m.subject)).toEqual(['n3']);
    expect(await (await get('/_inbox/email?subject=n4&to.address=n3@example.com')).json()).toEqual([]);
    expect((await fetch(`${base}/_inbox/email/${one[0].id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await get(`/_inbox/email/${one[0].id}`)).status).toBe(404);
    expect((await (await get('/_inbox/email')).json())).toHaveLength(4);
    expect((await fetch(`${base}/_inbox/email/all`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await get('/_inbox/email')).json()).toEqual([]);
  });

  test('answers only this machine unless allowed: loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true);
    for (const a of ['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '', undefined]) expect(isLoopback(a), String(a)).toBe(false);
  });

  test('only its own paths; the page under its own CSP', async () => {
    expect(await (await get('/_inboxes')).text()).toBe('not the inbox');
    const page = await get('/_inbox/');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect((await get('/_inbox/inbox.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await get('/_inbox/nope')).status).toBe(404);
    expect((await get('/_inbox/healthz')).status).toBe(200);
  });
});
