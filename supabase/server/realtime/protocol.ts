// Phoenix channel framing as realtime-js speaks it (realtime-js src/lib/serializer.ts):
// vsn 2.0.0 (the default) sends JSON arrays `[join_ref, ref, topic, event, payload]` and binary
// frames for user broadcasts; vsn 1.0.0 sends JSON objects `{join_ref, ref, topic, event, payload}`.

export type Vsn = '1.0.0' | '2.0.0';

export interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast whose user payload is raw bytes (binary encoding), only representable in vsn 2. */
export interface BinaryBroadcast {
  topic: string;
  event: string;
  payload: Buffer;
  meta: Record<string, unknown> | null;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

export const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function parseVsn(v: string | null): Vsn {
  return v && v.startsWith('2.') ? '2.0.0' : '1.0.0';
}

const refOf = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** Decodes a text frame; null for anything that is not a well-formed Phoenix message. */
export function decodeText(vsn: Vsn, text: string): Message | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  let join_ref: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) return null;
    [join_ref, ref, topic, event, payload] = raw;
  } else {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    ({ join_ref, ref, topic, event, payload } = raw as Record<string, unknown>);
  }
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return { join_ref: refOf(join_ref), ref: refOf(ref), topic, event, payload };
}

export interface DecodedBinaryPush {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** JSON-encoded user payload, parsed; or the raw bytes for binary encoding. */
  payload: unknown;
  binary: boolean;
  meta: Record<string, unknown> | null;
}

/** Decodes a client binary frame (only user broadcast pushes exist); null for anything else. */
export function decodeBinary(buf: Buffer): DecodedBinaryPush | null {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const lens = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6];
  let offset = 7;
  const parts: string[] = [];
  for (const len of lens) {
    if (offset + len > buf.length) return null;
    parts.push(buf.subarray(offset, offset + len).toString('utf8'));
    offset += len;
  }
  const [joinRef, ref, topic, event, metaText] = parts;
  const body = buf.subarray(offset);
  let payload: unknown;
  let meta: Record<string, unknown> | null = null;
  try {
    if (metaText) {
      const m = JSON.parse(metaText);
      meta = m && typeof m === 'object' && !Array.isArray(m) ? m : null;
    }
    if (encoding === ENCODING_JSON) payload = body.length ? JSON.parse(body.toString('utf8')) : {};
    else if (encoding === ENCODING_BINARY) payload = Buffer.from(body);
    else return null;
  } catch {
    return null;
  }
  if (!topic || !event) return null;
  return { join_ref: joinRef || null, ref: ref || null, topic, event, payload, binary: encoding === ENCODING_BINARY, meta };
}

export function encodeText(vsn: Vsn, m: Message): string {
  if (vsn === '2.0.0') return JSON.stringify([m.join_ref, m.ref, m.topic, m.event, m.payload]);
  return JSON.stringify({ join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload });
}

/** Server → client binary broadcast (kind 4), as realtime-js `_decodeUserBroadcast` reads it. */
export function encodeBinaryBroadcast(b: BinaryBroadcast): Buffer | null {
  const topic = Buffer.from(b.topic, 'utf8');
  const event = Buffer.from(b.event, 'utf8');
  const meta = Buffer.from(b.meta && Object.keys(b.meta).length ? JSON.stringify(b.meta) : '', 'utf8');
  if (topic.length > 255 || event.length > 255 || meta.length > 255) return null;
  const header = Buffer.from([KIND_USER_BROADCAST, topic.length, event.length, meta.length, ENCODING_BINARY]);
  return Buffer.concat([header, topic, event, meta, b.payload]);
}
