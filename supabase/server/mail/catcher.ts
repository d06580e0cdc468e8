// The local mail catcher: an SMTP server on loopback that accepts every message (any sender, any
// recipient, any or no AUTH) and keeps it in memory, and its inbox at /_inbox/ on the server's
// origin — a page for people and, under it, maildev's REST API for tests:
//
//   GET    /_inbox/email                      every message, oldest first (maildev's shape; filters
//                                             like ?to.address=a@b.c&subject=… by dotted path)
//   GET    /_inbox/email/:id                  one message (marks it read)
//   GET    /_inbox/email/:id/html             its HTML part, as a sandboxed document
//   GET    /_inbox/email/:id/source           the raw message (message/rfc822); /download as a .eml
//   GET    /_inbox/email/:id/attachment/:name an attachment (by generatedFileName or fileName)
//   DELETE /_inbox/email/:id                  one message;  DELETE /_inbox/email/all  all of them
//   PATCH  /_inbox/email/read-all             marks all read
//   GET    /_inbox/config, /_inbox/healthz    maildev's config (SMTP port) and health
//
// Like Supabase CLI's Inbucket/Mailpit, it is part of the local server only: the apps' builds know
// nothing of it, and a deployment has a real SMTP server instead (SMTP_URL). Not maildev itself:
// maildev 3 brings fastify, socket.io, jsdom, an MCP server and a React UI on a second port; this is
// smtp-server + mailparser (nodemailer's own) on the one origin, under headers of its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

export interface InboxAddress {
  address: string;
  name: string;
}

export interface InboxAttachment {
  contentType: string;
  fileName: string;
  generatedFileName: string;
  contentId: string | null;
  checksum: string;
  length: number;
}

/** One caught message, in maildev's JSON shape (the fields its REST API answers). */
export interface InboxEmail {
  id: string;
  time: string;
  date: string;
  read: boolean;
  subject: string;
  from: InboxAddress[];
  to: InboxAddress[];
  cc: InboxAddress[];
  bcc: InboxAddress[];
  replyTo: InboxAddress[];
  messageId: string | null;
  priority: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: InboxAttachment[];
  envelope: { from: string; to: string[]; host: string; remoteAddress: string };
  /** Envelope recipients not named in To or Cc. */
  calculatedBcc: InboxAddress[];
  size: number;
  sizeHuman: string;
}

export interface MailCatcherOptions {
  /** SMTP port; 0 picks a free one (the default: several servers may run at once). */
  smtpPort?: number;
  /** Interface the SMTP server listens on (loopback by default). */
  smtpHost?: string;
  /** How many messages are kept; the oldest go first. */
  maxMessages?: number;
  /** Where the inbox is mounted on the HTTP server. */
  basePath?: string;
  /**
   * Answer the inbox to clients that are not on this machine too. Off by default: the inbox shows
   * every reset link sent, so with HOST=0.0.0.0 it stays invisible (404) from the network.
   */
  allowRemote?: boolean;
  log?: (line: string) => void;
}

/** Whether a socket's peer is this machine (127.0.0.0/8, ::1, IPv4-mapped loopback). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port> — what SMTP_URL should be for anything that sends mail locally. */
  readonly smtpUrl: string;
  readonly smtpPort: number;
  readonly basePath: string;
  /** Emits `new` (InboxEmail) for every message caught. */
  readonly events: EventEmitter;
  list(): InboxEmail[];
  /** Resolves with the first message (already caught or yet to come) that `match` accepts. */
  waitFor(match: (m: InboxEmail) => boolean, timeoutMs?: number): Promise<InboxEmail>;
  clear(): void;
  /** Answers a request under basePath; false when the path is not the inbox's. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  close(): Promise<void>;
}

interface Stored {
  email: InboxEmail;
  raw: Buffer;
  parts: Map<string, { contentType: string; content: Buffer }>;
}

const PAGE_DIR = path.join(import.meta.dirname, 'inbox');
const PAGE_FILES: Record<string, string> = {
  '': 'index.html',
  'index.html': 'index.html',
  'inbox.js': 'inbox.js',
  'inbox.css': 'inbox.css',
};
const PAGE_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The inbox page's own policy: its script and style from the same origin, the messages' HTML framed. */
const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
  + "frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/**
 * A message's HTML: no script runs (CSP sandbox without allow-scripts, and no script source), only
 * inline styles and images; its links may open in a new tab or, when clicked, the top window.
 */
const MESSAGE_CSP = "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; "
  + "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; font-src data:; base-uri 'none'; "
  + "form-action 'none'; frame-ancestors 'self'";

function addresses(v: AddressObject | AddressObject[] | undefined): InboxAddress[] {
  if (!v) return [];
  const out: InboxAddress[] = [];
  for (const group of Array.isArray(v) ? v : [v]) {
    for (const a of group.value) {
      if (a.group) for (const g of a.group) out.push({ address: g.address ?? '', name: g.name ?? '' });
      else out.push({ address: a.address ?? '', name: a.name ?? '' });
    }
  }
  return out;
}

function headerText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(headerText).join(', ');
  if (typeof v === 'object') {
    const o = v as { text?: unknown; value?: unknown; params?: Record<string, string> };
    if (typeof o.text === 'string') return o.text;
    if (typeof o.value === 'string') {
      const params = o.params ? Object.entries(o.params).map(([k, p]) => `; ${k}=${p}`).join('') : '';
      return o.value + params;
    }
  }
  return String(v);
}

function humanSize(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function safeFileName(name: string, i: number): string {
  const cleaned = name.replace(/[^\w.\-() ]+/g, '_').trim();
  return cleaned || `attachment-${i + 1}`;
}

function toEmail(id: string, parsed: ParsedMail, raw: Buffer, envelope: InboxEmail['envelope']): Stored {
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const named = new Set([...to, ...cc].map((a) => a.address.toLowerCase()));
  const parts = new Map<string, { contentType: string; content: Buffer }>();
  const attachments: InboxAttachment[] = parsed.attachments.map((a, i) => {
    const fileName = a.filename ?? '';
    let generatedFileName = safeFileName(fileName, i);
    while (parts.has(generatedFileName)) generatedFileName = `${i + 1}-${generatedFileName}`;
    parts.set(generatedFileName, { contentType: a.contentType, content: a.content });
    return {
      contentType: a.contentType,
      fileName,
      generatedFileName,
      contentId: a.contentId ?? a.cid ?? null,
      checksum: a.checksum,
      length: a.size,
    };
  });
  const headers: Record<string, string> = {};
  for (const [k, v] of parsed.headers) headers[k] = headerText(v);
  const now = new Date().toISOString();
  const priority = headers['x-priority']?.startsWith('1') || headers.importance === 'high' ? 'high'
    : headers['x-priority']?.startsWith('5') || headers.importance === 'low' ? 'low' : 'normal';
  return {
    raw,
    parts,
    email: {
      id,
      time: now,
      date: parsed.date ? parsed.date.toISOString() : now,
      read: false,
      subject: parsed.subject ?? '',
      from: addresses(parsed.from),
      to,
      cc,
      bcc: addresses(parsed.bcc),
      replyTo: addresses(parsed.replyTo),
      messageId: parsed.messageId ?? null,
      priority,
      headers,
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      attachments,
      envelope,
      calculatedBcc: envelope.to.filter((a) => !named.has(a.toLowerCase())).map((address) => ({ address, name: '' })),
      size: raw.length,
      sizeHuman: humanSize(raw.length),
    },
  };
}

/** maildev's filter: every query parameter is a dotted path into the message (arrays: any element). */
function matchesQuery(email: InboxEmail, query: URLSearchParams): boolean {
  for (const [key, want] of query) {
    const values: unknown[] = [];
    const walk = (v: unknown, keys: string[]) => {
      if (Array.isArray(v)) { for (const x of v) walk(x, keys); return; }
      if (!keys.length) { values.push(v); return; }
      if (v && typeof v === 'object') walk((v as Record<string, unknown>)[keys[0]], keys.slice(1));
    };
    walk(email, key.split('.'));
    if (!values.some((v) => v !== undefined && v !== null && String(v).toLowerCase() === want.toLowerCase())) return false;
  }
  return true;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end(body);
}

export async function startMailCatcher(opts: MailCatcherOptions = {}): Promise<MailCatcher> {
  const basePath = (opts.basePath ?? '/_inbox').replace(/\/+$/, '');
  const max = opts.maxMessages ?? 500;
  const log = opts.log ?? (() => {});
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const store = new Map<string, Stored>();

  const smtp = new SMTPServer({
    // No TLS (loopback only, no certificate to trust) and any AUTH accepted, so every SMTP client
    // configuration, with or without credentials in SMTP_URL, can deliver here.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // a reverse DNS lookup of 127.0.0.1 per connection costs ~100 ms and tells nothing here
    disableReverseLookup: true,
    banner: 'supabase-local mail catcher',
    size: 25 * 1024 * 1024,
    onAuth(_auth, _session, cb) { cb(null, { user: 'catcher' }); },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (e) => cb(e));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (stream.sizeExceeded) {
          cb(Object.assign(new Error('Message exceeds the fixed maximum message size'), { responseCode: 552 }));
          return;
        }
        simpleParser(raw).then((parsed) => {
          const id = crypto.randomBytes(6).toString('base64url');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            host: session.hostNameAppearsAs ?? '',
            remoteAddress: session.remoteAddress ?? '',
          };
          const stored = toEmail(id, parsed, raw, envelope);
          store.set(id, stored);
          while (store.size > max) store.delete(store.keys().next().value as string);
          log(`mail to ${envelope.to.join(', ')}: ${stored.email.subject}`);
          events.emit('new', stored.email);
          cb(null, `Message queued as ${id}`);
        }, (e: unknown) => cb(e instanceof Error ? e : new Error(String(e))));
      });
    },
  });
  smtp.on('error', (e) => log(`SMTP error: ${e.message}`));
  const host = opts.smtpHost ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(opts.smtpPort ?? 0, host, () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });
  const addr = smtp.server.address();
  const smtpPort = typeof addr === 'object' && addr ? addr.port : (opts.smtpPort ?? 0);
  const smtpUrl = `smtp://${host.includes(':') ? `[${host}]` : host}:${smtpPort}`;

  const pageCache = new Map<string, Buffer>();
  function page(file: string): Buffer {
    let b = pageCache.get(file);
    if (!b) {
      b = fs.readFileSync(path.join(PAGE_DIR, file));
      pageCache.set(file, b);
    }
    return b;
  }

  const list = () => [...store.values()].map((s) => s.email);

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const p = url.pathname;
    if (p !== basePath && !p.startsWith(basePath + '/')) return false;
    if (!opts.allowRemote && !isLoopback(req.socket.remoteAddress)) return false;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex');
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    if (p === basePath) {
      send(res, 308, 'text/plain; charset=utf-8', '', { Location: basePath + '/' + url.search });
      return true;
    }
    const rest = p.slice(basePath.length + 1);
    const seg = rest.split('/').map((s) => { try { return decodeURIComponent(s); } catch { return s; } });

    if (rest in PAGE_FILES && method === 'GET') {
      const file = PAGE_FILES[rest];
      send(res, 200, PAGE_TYPES[path.extname(file)], page(file), {
        'Content-Security-Policy': PAGE_CSP,
        'X-Frame-Options': 'DENY',
        'Cache-Control': 'no-cache',
      });
      return true;
    }
    if (rest === 'healthz' && method === 'GET') { sendJson(res, 200, true); return true; }
    if (rest === 'config' && method === 'GET') {
      sendJson(res, 200, { version: 'supabase-local', smtpPort, smtpUrl, isOutgoingEnabled: false, outgoingHost: null });
      return true;
    }
    if (seg[0] !== 'email') { sendJson(res, 404, { error: 'Not found' }); return true; }

    if (seg.length === 1) {
      if (method === 'GET') {
        const q = new URLSearchParams(url.searchParams);
        sendJson(res, 200, list().filter((m) => matchesQuery(m, q)));
      } else sendJson(res, 405, { error: 'Method not allowed' });
      return true;
    }
    if (seg.length === 2 && seg[1] === 'all' && method === 'DELETE') {
      store.clear();
      sendJson(res, 200, true);
      return true;
    }
    if (seg.length === 2 && seg[1] === 'read-all' && method === 'PATCH') {
      for (const s of store.values()) s.email.read = true;
      sendJson(res, 200, store.size);
      return true;
    }
    const stored = store.get(seg[1]);
    if (!stored) { sendJson(res, 404, { error: 'Email was not found' }); return true; }
    if (seg.length === 2) {
      if (method === 'GET') {
        stored.email.read = true;
        sendJson(res, 200, stored.email);
      } else if (method === 'DELETE') {
        store.delete(seg[1]);
        sendJson(res, 200, true);
      } else sendJson(res, 405, { error: 'Method not allowed' });
      return true;
    }
    if (method !== 'GET') { sendJson(res, 405, { error: 'Method not allowed' }); return true; }
    if (seg.length === 3 && seg[2] === 'html') {
      // Links leave the frame for the whole window (or a new tab), as in a mail client.
      const html = stored.email.html || `<pre>${stored.email.text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`;
      send(res, 200, 'text/html; charset=utf-8', `<!doctype html><base target="_top">${html}`, {
        'Content-Security-Policy': MESSAGE_CSP,
        'X-Frame-Options': 'SAMEORIGIN',
      });
      return true;
    }
    if (seg.length === 3 && (seg[2] === 'source' || seg[2] === 'download')) {
      send(res, 200, seg[2] === 'source' ? 'text/plain; charset=utf-8' : 'message/rfc822', stored.raw,
        seg[2] === 'download' ? { 'Content-Disposition': `attachment; filename="${stored.email.id}.eml"` } : {});
      return true;
    }
    if (seg.length === 4 && seg[2] === 'attachment') {
      const byGenerated = stored.parts.get(seg[3]);
      const byName = stored.email.attachments.find((a) => a.fileName === seg[3]);
      const part = byGenerated ?? (byName ? stored.parts.get(byName.generatedFileName) : undefined);
      if (!part) { sendJson(res, 404, { error: 'Attachment was not found' }); return true; }
      send(res, 200, part.contentType || 'application/octet-stream', part.content, {
        'Content-Disposition': `attachment; filename="${seg[3].replace(/["\\\r\n]/g, '_')}"`,
        'Content-Security-Policy': "sandbox; default-src 'none'",
      });
      return true;
    }
    sendJson(res, 404, { error: 'Not found' });
    return true;
  }

  return {
    smtpUrl,
    smtpPort,
    basePath,
    events,
    list,
    waitFor(match, timeoutMs = 10_000) {
      const hit = list().find(match);
      if (hit) return Promise.resolve(hit);
      return new Promise<InboxEmail>((resolve, reject) => {
        const onNew = (m: InboxEmail) => {
          if (!match(m)) return;
          clearTimeout(timer);
          events.off('new', onNew);
          resolve(m);
        };
        const timer = setTimeout(() => {
          events.off('new', onNew);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        events.on('new', onNew);
      });
    },
    clear() { store.clear(); },
    handle,
    close() {
      return new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
