// The sign-up cannot strand an account (issue 25): nothing is created for a certificate the
// bucket would refuse; without a session (e-mail confirmation on) nothing after the sign-up is
// tried; a taken e-mail is recognised in both of GoTrue's answers; finishing again after a partial
// failure passes over the certificate an earlier attempt stored.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const signUp = vi.fn();
/** supabase.functions.invoke: the certificate goes through the Edge Function storage-upload. */
const upload = vi.fn();
const update = vi.fn();
const insert = vi.fn();
vi.mock('../providers/supabase.ts', () => ({
  supabase: {
    auth: { signUp },
    functions: { invoke: upload },
    from: (table: string) =>
      table === 'profiles' ? { update: (v: unknown) => ({ eq: () => update(v) }) } : { insert: (v: unknown) => insert(v) },
  },
}));

const { finishApplication, registerLawyer } = await import('./signup.ts');
const { AlreadyRegisteredError, CertificateRefusedError } = await import('../domain/signup.ts');

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });
const application = (certificate: File) => ({
  nameKorean: ' 홍길동 ', nameEnglish: 'Gildong Hong', email: 'hong@example.com', password: 'secret-123',
  qualificationType: 'bar_exam' as const, registrationNumber: ' 12345 ', certificate,
});
const UID = '00000000-0000-4000-8000-00000000c0de';
/** How functions.invoke answers a refusal: a FunctionsHttpError around the function's response. */
const refused = (status: number, body: Record<string, string>) =>
  ({ data: null, error: new FunctionsHttpError(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) });

beforeEach(() => {
  for (const f of [signUp, upload, update, insert]) f.mockReset();
  upload.mockResolvedValue({ data: {}, error: null });
  update.mockResolvedValue({ error: null });
  insert.mockResolvedValue({ error: null });
});

describe('registerLawyer', () => {
  it('refuses an oversize or wrong-type certificate before creating the account', async () => {
    await expect(registerLawyer(application(file('c.pdf', 10 * 1024 * 1024 + 1, 'application/pdf')))).rejects.toBeInstanceOf(CertificateRefusedError);
    await expect(registerLawyer(application(file('c.docx', 10, 'application/msword')))).rejects.toMatchObject({ problem: 'certificateType' });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('marks the account as a lawyer applicant, then uploads, names the profile and inserts the lawyers row', async () => {
    signUp.mockResolvedValue({ data: { user: { id: UID, identities: [{}] }, session: { access_token: 't' } }, error: null });
    await expect(registerLawyer(application(file('c.PNG', 10, '')))).resolves.toEqual({ uid: UID, status: 'done' });
    expect(signUp.mock.calls[0]![0].options.data).toEqual({ name_korean: '홍길동', name_english: 'Gildong Hong', applied_as: 'lawyer' });
    const query = new URLSearchParams({ bucket: 'lawyer-verifications', path: `${UID}/${UID}-verification.png` });
    expect(upload).toHaveBeenCalledWith(`storage-upload?${query}`, { body: expect.any(File) });
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ id: UID, bar_association_number: '12345', verification_document_url: `${UID}/${UID}-verification.png`, is_approved: false }));
  });

  it('with e-mail confirmation on (no session) stops after the sign-up: the first log-in finishes it', async () => {
    signUp.mockResolvedValue({ data: { user: { id: UID, identities: [{}] }, session: null }, error: null });
    await expect(registerLawyer(application(file('c.pdf', 10, 'application/pdf')))).resolves.toEqual({ uid: UID, status: 'confirm_email' });
    expect(upload).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });

  it('a taken e-mail: the error (confirmation off) or a user without identities (confirmation on)', async () => {
    signUp.mockResolvedValue({ data: { user: null, session: null }, error: { code: 'user_already_exists', message: 'User already registered' } });
    await expect(registerLawyer(application(file('c.pdf', 10, 'application/pdf')))).rejects.toMatchObject({ code: 'user_already_exists' });
    signUp.mockResolvedValue({ data: { user: { id: 'someone-else', identities: [] }, session: null }, error: null });
    await expect(registerLawyer(application(file('c.pdf', 10, 'application/pdf')))).rejects.toBeInstanceOf(AlreadyRegisteredError);
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('finishApplication', () => {
  it('passes over a certificate an earlier attempt stored (409) and inserts the lawyers row', async () => {
    upload.mockResolvedValue(refused(409, { statusCode: '409', error: 'duplicate', message: 'The resource already exists' }));
    await finishApplication(UID, application(file('c.pdf', 10, 'application/pdf')));
    expect(insert).toHaveBeenCalledTimes(1);
  });
  it('stops on any other upload failure, with nothing inserted', async () => {
    upload.mockResolvedValue(refused(415, { statusCode: '415', error: 'invalid_mime_type', message: 'The file\'s content is not one of the types this bucket takes' }));
    await expect(finishApplication(UID, application(file('c.pdf', 10, 'application/pdf')))).rejects.toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    expect(update).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });
});
