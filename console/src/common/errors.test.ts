// Each mapped error, as the console receives it (ra-data-postgrest HttpError with the PostgREST body,
// supabase-js errors from the RPCs, storage and auth errors, a failed fetch), becomes a Korean
// message key; unknown ones the Korean generic message with the raw text as detail; the data
// provider's rewritten HttpError keeps status and body.
import { ERROR_KINDS, type ErrorKind } from '@klegal/shared';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { consoleKo } from '../i18n/ko.ts';
import { consoleError, koreanHttpError } from './errors.ts';

const lookup = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], consoleKo);
const pg = (code: string, message: string, status = 400, hint: string | null = null) => new HttpError(message, status, { code, message, hint, details: null });

const CASES: [ErrorKind, unknown][] = [
  ['network', new TypeError('Failed to fetch')],
  ['session_expired', pg('PGRST301', 'JWT expired', 401)],
  ['session_expired', new HttpError('Unauthorized', 401, {})],
  ['invalid_credentials', { name: 'AuthApiError', code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' }],
  ['email_not_confirmed', { name: 'AuthApiError', code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' }],
  ['invalid_email', { name: 'AuthApiError', code: 'validation_failed', status: 400, message: 'Unable to validate email address: invalid format' }],
  ['email_taken', { code: 'email_exists', status: 422, message: 'A user with this email address has already been registered' }],
  ['weak_password', { code: 'weak_password', status: 422, message: 'Password should be at least 8 characters.' }],
  ['same_password', { code: 'same_password', status: 422, message: 'New password should be different from the old password.' }],
  ['rate_limited', new HttpError('Too Many Requests', 429, {})],
  ['rate_limited', pg('PT429', 'Too many requests for this e-mail address; please try again later', 429, 'rate_limited')],
  ['forbidden', pg('42501', 'permission denied for function admin_set_lawyer_approval', 403)],
  ['forbidden', { name: 'StorageApiError', statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }],
  // a function's not-found refusal (HTTP 404, PostgREST's custom SQLSTATE PT404)
  ['not_found', pg('PT404', 'Lawyer not found', 404, 'not_found')],
  ['not_found', pg('PGRST116', 'JSON object requested, multiple (or no) rows returned', 406)],
  ['not_found', { name: 'StorageApiError', statusCode: '404', error: 'not_found', message: 'Object not found' }],
  ['duplicate', pg('23505', 'duplicate key value violates unique constraint "coupons_code_key"', 409)],
  ['referenced', pg('23503', 'update or delete on table "coupons" violates foreign key constraint', 409)],
  ['required', pg('23502', 'null value in column "name_korean" violates not-null constraint')],
  ['too_long', pg('22001', 'value too long for type character varying(50)')],
  ['invalid_value', pg('23514', 'new row for relation "coupons" violates check constraint "coupons_discount_value_check"')],
  ['file_too_large', { name: 'StorageApiError', statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }],
  ['file_type', { name: 'StorageApiError', statusCode: '415', error: 'invalid_mime_type', message: 'mime type text/html is not supported' }],
  ['file_exists', { name: 'StorageApiError', statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }],
  ['server', new HttpError('Internal Server Error', 500, { message: 'boom' })],
  ['unknown', new Error('Something odd happened')],
];

describe('consoleError', () => {
  it.each(CASES)('%s', (kind, error) => {
    const c = consoleError(error);
    expect(c.kind).toBe(kind);
    const text = lookup(c.key);
    expect(typeof text).toBe('string');
    expect(text).toMatch(/[가-힣]/);
    // the same after the data provider rewrote it
    const rewritten = koreanHttpError(error) as HttpError;
    expect(rewritten).toBeInstanceOf(HttpError);
    expect(rewritten.message).toBe(c.key);
    expect(consoleError(rewritten).kind).toBe(kind);
  });

  it('every kind is covered and has a Korean text', () => {
    const covered = new Set(CASES.map(([k]) => k));
    for (const kind of ERROR_KINDS) {
      expect(covered.has(kind), kind).toBe(true);
      expect(lookup(`klegal.errors.${kind}`)).toMatch(/[가-힣]/);
    }
  });

  it('the rewritten HttpError keeps status and body (hint) for the screens and checkError', () => {
    const e = koreanHttpError(pg('P0001', 'This booking is closed', 400, 'booking_closed')) as HttpError;
    expect(e.status).toBe(400);
    expect((e.body as { hint: string }).hint).toBe('booking_closed');
    expect((e.body as { rawMessage: string }).rawMessage).toBe('This booking is closed');
    expect((koreanHttpError(pg('PGRST301', 'JWT expired', 401)) as HttpError).status).toBe(401);
  });

  it('an unknown error: the Korean generic message, the raw text as detail', () => {
    const c = consoleError(pg('XX000', 'weird failure', 400, 'h1'));
    expect(lookup(c.key)).toBe('알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    expect(c.detail).toBe('weird failure · code: XX000 · hint: h1');
    expect(consoleError(koreanHttpError(pg('XX000', 'weird failure', 400, 'h1'))).detail).toBe('weird failure · code: XX000 · hint: h1');
    expect(consoleError(pg('23505', 'dup', 409)).detail).toBeNull();
  });
});
