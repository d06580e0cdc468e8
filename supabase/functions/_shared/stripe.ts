// The Stripe client every function uses: web-standard fetch and SubtleCrypto (no Node API), and
// the API base from STRIPE_API_BASE when set (tests point it at a local fake of Stripe's API, so
// nothing leaves the machine; unset: https://api.stripe.com).
import Stripe from 'stripe';

export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? '80' : '443'),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }
      : {}),
  });
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();
/** Stripe's recommended tolerance between the signature's timestamp and now (s). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export { Stripe };
