// PortOne (V2) for the functions: the configuration (PORTONE_* secrets), the API client of the
// official SDK pointed at PORTONE_API_BASE when set (tests: a local fake, so nothing leaves the
// machine; unset: https://api.portone.io), and the hand-over of a payment read from PortOne's API
// to the database (handle_portone_payment), which decides everything.
import { PortOneClient, Webhook } from '@portone/server-sdk';
import { env } from './env.ts';

export { Webhook };

export interface PortOneChannel {
  channelKey: string;
  payMethod: string;
}

export interface PortOneConfig {
  secret: string;
  storeId: string;
  channels: PortOneChannel[];
  apiBase?: string;
}

const PAY_METHODS = new Set(['CARD', 'VIRTUAL_ACCOUNT', 'TRANSFER', 'MOBILE', 'GIFT_CERTIFICATE', 'EASY_PAY', 'PAYPAL', 'ALIPAY', 'CONVENIENCE_STORE', 'ALIPAY_PLUS']);

/** PORTONE_CHANNEL_KEYS: `<PAY_METHOD>:<channel key>` pairs, comma-separated; a bare key is CARD. */
export function parseChannelKeys(raw: string | undefined): PortOneChannel[] {
  const out: PortOneChannel[] = [];
  for (const part of (raw ?? '').split(',')) {
    const item = part.trim();
    if (!item) continue;
    const m = /^([A-Z_]+):(.+)$/.exec(item);
    if (m && PAY_METHODS.has(m[1])) out.push({ payMethod: m[1], channelKey: m[2].trim() });
    else out.push({ payMethod: 'CARD', channelKey: item });
  }
  return out;
}

/** The deployment's PortOne, or null when it is not configured (secret, store id, a channel). */
export function portoneConfig(): PortOneConfig | null {
  const secret = env('PORTONE_API_SECRET');
  const storeId = env('PORTONE_STORE_ID');
  const channels = parseChannelKeys(env('PORTONE_CHANNEL_KEYS'));
  if (!secret || !storeId || channels.length === 0) return null;
  return { secret, storeId, channels, apiBase: env('PORTONE_API_BASE') };
}

export function portoneClient(secret: string, apiBase?: string) {
  return PortOneClient({ secret, ...(apiBase ? { baseUrl: apiBase.replace(/\/+$/, '') } : {}) });
}

/** PortOne's locale for the site's language (PortOne has no Vietnamese: English). */
export function portoneLocale(lang: string): 'KO_KR' | 'EN_US' | 'ZH_CN' | 'JA_JP' {
  return lang === 'ko' ? 'KO_KR' : lang === 'zh' ? 'ZH_CN' : lang === 'ja' ? 'JA_JP' : 'EN_US';
}

/** A paymentId as we make them (begin_portone_payment), or at least a plausible PortOne id. */
export const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads the payment from PortOne's API. A payment PortOne does not know comes back as
 * {id, status: 'NOT_FOUND'} (the database records it and changes nothing); any other failure
 * (network, 5xx, a refused key) throws.
 */
export async function fetchPayment(cfg: PortOneConfig, paymentId: string): Promise<Record<string, unknown>> {
  const client = portoneClient(cfg.secret, cfg.apiBase);
  try {
    return await client.payment.getPayment({ paymentId }) as unknown as Record<string, unknown>;
  } catch (e) {
    const type = (e as { data?: { type?: string } }).data?.type;
    if (type === 'PAYMENT_NOT_FOUND') return { id: paymentId, status: 'NOT_FOUND' };
    throw e;
  }
}
