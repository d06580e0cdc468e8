// Each mapped error, in the shape the clients hand it over (supabase-js PostgrestError, StorageApiError
// bodies, AuthApiError, a failed fetch), gives its Korean message; unknown ones a Korean generic
// message with the raw text as detail.
import { ERROR_KINDS, type ErrorKind } from '@klegal/shared';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/ko.ts';
import { koreanError } from './errors.ts';

const CASES: [ErrorKind, unknown][] = [
  ['network', new TypeError('Failed to fetch')],
  ['network', { name: 'AuthRetryableFetchError', message: 'fetch failed', status: 0 }],
  ['session_expired', { code: 'PGRST301', message: 'JWT expired' }],
  ['session_expired', { name: 'AuthApiError', code: 'session_not_found', status: 403, message: 'Session from session_id claim in JWT does not exist' }],
  ['session_expired', { message: 'Auth session missing!', status: 400 }],
  ['invalid_credentials', { name: 'AuthApiError', code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' }],
  ['email_not_confirmed', { code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' }],
  ['invalid_email', { name: 'AuthApiError', code: 'validation_failed', status: 400, message: 'Unable to validate email address: invalid format' }],
  ['invalid_email', { code: 'email_address_invalid', status: 400, message: 'Email address "x@y" is invalid' }],
  ['email_taken', { code: 'user_already_exists', status: 422, message: 'User already registered' }],
  ['weak_password', { code: 'weak_password', status: 422, message: 'Password should be at least 8 characters.' }],
  ['same_password', { code: 'same_password', status: 422, message: 'New password should be different from the old password.' }],
  ['rate_limited', { code: 'over_email_send_rate_limit', status: 429, message: 'email rate limit exceeded' }],
  ['rate_limited', { status: 429, message: 'Too Many Requests' }],
  ['rate_limited', { code: 'PT429', message: 'Too many requests from this address; please try again later', hint: 'rate_limited', details: null }],
  // a photo upload refused by a storage policy: the raw English RLS message (issue 16)
  ['forbidden', { name: 'StorageApiError', statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }],
  ['forbidden', { code: '42501', message: 'permission denied for table lawyers', hint: null, details: null }],
  // a function's not-found refusal as supabase-js hands it over (no status on the error)
  ['not_found', { code: 'PT404', message: 'Booking not found', hint: 'not_found', details: null }],
  ['not_found', { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }],
  ['not_found', { name: 'StorageApiError', statusCode: '404', error: 'not_found', message: 'Object not found' }],
  ['duplicate', { code: '23505', message: 'duplicate key value violates unique constraint "lawyer_bookmarks_pkey"' }],
  ['referenced', { code: '23503', message: 'insert or update on table violates foreign key constraint' }],
  ['required', { code: '23502', message: 'null value in column "name_korean" violates not-null constraint' }],
  ['too_long', { code: '22001', message: 'value too long for type character varying(100)' }],
  ['invalid_value', { code: '23514', message: 'new row for relation "lawyers" violates check constraint "lawyers_name_korean_check"' }],
  ['invalid_value', { code: '22P02', message: 'invalid input syntax for type integer: "1e5x"' }],
  ['file_too_large', { name: 'StorageApiError', statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }],
  ['file_type', { name: 'StorageApiError', statusCode: '415', error: 'invalid_mime_type', message: 'mime type image/gif is not supported' }],
  ['file_exists', { name: 'StorageApiError', statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }],
  ['server', { status: 503, message: 'Service Unavailable' }],
  ['unknown', new Error('Something odd happened')],
];

describe('koreanError', () => {
  it.each(CASES)('%s', (kind, error) => {
    const k = koreanError(error);
    expect(k.kind).toBe(kind);
    expect(k.message).toBe(messages.errors[kind]);
    expect(k.message).toMatch(/[가-힣]/);
    expect(k.message).not.toMatch(/[A-Za-z]{4,}/); // no English sentence
  });

  it('every kind is covered by a case and has a Korean text', () => {
    const covered = new Set(CASES.map(([k]) => k));
    for (const kind of ERROR_KINDS) {
      expect(covered.has(kind), kind).toBe(true);
      expect(messages.errors[kind]).toMatch(/[가-힣]/);
    }
  });

  it('an unknown error: a Korean generic message, the raw text as detail', () => {
    const k = koreanError({ code: 'XX999', message: 'weird failure', hint: 'h1' });
    expect(k.message).toBe('알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    expect(k.detail).toBe('weird failure · code: XX999 · hint: h1');
    expect(koreanError(new TypeError('Failed to fetch')).detail).toBeNull();
  });
});
