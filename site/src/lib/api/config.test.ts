// @vitest-environment node
// Server-side rendering (/lawyer/[id]) puts photo URLs into the page: they must be what the
// visitor's browser can reach, never the internal address the server itself uses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, publicApiUrl } from './config.ts';
import { toLawyer } from './lawyers.ts';
import { directoryRow, PHOTO_PATH } from '../../test/fixtures.ts';

afterEach(() => vi.unstubAllEnvs());

describe('the API URL on the server', () => {
  it('reads through the internal URL but renders with the public one', () => {
    vi.stubEnv('SUPABASE_INTERNAL_URL', 'http://127.0.0.1:54999');
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://abc.supabase.co/');
    expect(apiUrl()).toBe('http://127.0.0.1:54999');
    expect(publicApiUrl()).toBe('https://abc.supabase.co');
    expect(toLawyer(directoryRow({ profile_photo_url: PHOTO_PATH })).imageUrl).toBe(`https://abc.supabase.co${PHOTO_PATH}`);
  });

  it('without PUBLIC_SUPABASE_URL (the one-origin server) a photo stays a same-origin path', () => {
    vi.stubEnv('SUPABASE_INTERNAL_URL', 'http://127.0.0.1:54999');
    vi.stubEnv('PUBLIC_SUPABASE_URL', '');
    expect(publicApiUrl()).toBe('');
    expect(toLawyer(directoryRow({ profile_photo_url: PHOTO_PATH })).imageUrl).toBe(PHOTO_PATH);
  });
});
