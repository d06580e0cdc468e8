// Parts of @supabase/auth-js the apps never call, kept out of their bundles (every page loads the
// auth client): passkeys (WebAuthn) and Ethereum sign-in. GoTrueClient imports them at the top and
// builds the WebAuthn object in its constructor, so these
// stand-ins have the same names; calling them says what is missing. Aliased for imports from inside
// auth-js only (lazySupabase.ts: authJsExtras).
const unavailable = (what: string) => (): never => {
  throw new Error(`${what} is not available in this app`);
};

// ./lib/webauthn
export const createCredential = unavailable('WebAuthn');
export const getCredential = unavailable('WebAuthn');
export const deserializeCredentialCreationOptions = unavailable('WebAuthn');
export const deserializeCredentialRequestOptions = unavailable('WebAuthn');
export const serializeCredentialCreationResponse = unavailable('WebAuthn');
export const serializeCredentialRequestResponse = unavailable('WebAuthn');
export const browserSupportsWebAuthn = (): boolean => false;
export const isValidDomain = (): boolean => false;
export const webAuthnAbortService = {
  createNewAbortSignal: (): AbortSignal => new AbortController().signal,
  cancelCeremony: (): void => {},
};
export class WebAuthnApi {
  constructor(_client?: unknown) {}
  enroll = unavailable('WebAuthn');
  challenge = unavailable('WebAuthn');
  verify = unavailable('WebAuthn');
  authenticate = unavailable('WebAuthn');
  register = unavailable('WebAuthn');
}

// ./lib/web3/ethereum
export const createSiweMessage = unavailable('Ethereum sign-in');
export const fromHex = unavailable('Ethereum sign-in');
export const getAddress = unavailable('Ethereum sign-in');
export const toHex = unavailable('Ethereum sign-in');
