// Lawyer sign-up (spec section 7), in the spec's order:
//   1. auth sign-up with metadata {name_korean, name_english} (plus applied_as: 'lawyer', issue 25),
//      confirmation redirect to the site root;
//   2. certificate upload to the private bucket lawyer-verifications at {uid}/{uid}-verification.{ext}
//      (through the Edge Function storage-upload);
//   3. UPDATE profiles {name_korean, name_english};
//   4. INSERT lawyers {id, bar_association_number, qualification_type, verification_document_url,
//      is_approved: false, is_visible: false} — the schema gives the 'lawyer' role with this row.
// It cannot strand an account (issue 25): the certificate is checked against the bucket's rules
// before step 1; without a session after step 1 (e-mail confirmation on) steps 2–4 wait for the
// first log-in; and an account whose steps 2–4 did not happen finishes them from
// /lawyer-login/complete-application (finishApplication, the same steps).
import { CERTIFICATE_BUCKET } from '@klegal/shared';
import { certificatePath } from '../domain/profile.ts';
import { AlreadyRegisteredError, CertificateRefusedError, checkCertificate, LAWYER_APPLICANT_METADATA, NoUserError, type QualificationType } from '../domain/signup.ts';
import { supabase } from '../providers/supabase.ts';
import { uploadThroughFunction } from './upload.ts';

export { CERTIFICATE_BUCKET };

/** What finishes an application: the details and the certificate (steps 2–4). */
export interface ApplicationDetails {
  nameKorean: string;
  nameEnglish: string;
  qualificationType: QualificationType;
  registrationNumber: string;
  certificate: File;
}

export interface LawyerApplication extends ApplicationDetails {
  email: string;
  password: string;
}

/** The bucket's rules, again here: nothing is created or uploaded for a file it would refuse. */
function assertCertificate(file: File): void {
  const problem = checkCertificate(file);
  if (problem) throw new CertificateRefusedError(problem);
}

/**
 * 'done': the application is in (a pending lawyer). 'confirm_email': the account exists, there is
 * no session until the e-mail is confirmed; the first log-in at /lawyer-login finishes it.
 */
export type RegisterOutcome = { uid: string; status: 'done' | 'confirm_email' };

/** Runs the sign-up; throws the server's error (mapped to the spec's messages by the caller). */
export async function registerLawyer(a: LawyerApplication): Promise<RegisterOutcome> {
  assertCertificate(a.certificate);
  const name_korean = a.nameKorean.trim();
  const name_english = a.nameEnglish.trim();
  const { data, error } = await supabase.auth.signUp({
    email: a.email.trim(),
    password: a.password,
    options: { data: { name_korean, name_english, ...LAWYER_APPLICANT_METADATA }, emailRedirectTo: `${window.location.origin}/` },
  });
  if (error) throw error;
  const user = data.user;
  if (!user) throw new NoUserError();
  // With e-mail confirmation on, GoTrue answers a taken address with a user without identities.
  if (Array.isArray(user.identities) && user.identities.length === 0) throw new AlreadyRegisteredError();
  if (!data.session) return { uid: user.id, status: 'confirm_email' };
  await finishApplication(user.id, a);
  return { uid: user.id, status: 'done' };
}

/** Steps 2–4 as the signed-in applicant `uid`. Safe to run again after a partial failure. */
export async function finishApplication(uid: string, d: ApplicationDetails): Promise<void> {
  assertCertificate(d.certificate);
  const name_korean = d.nameKorean.trim();
  const name_english = d.nameEnglish.trim();
  const path = certificatePath(uid, d.certificate.name);
  try {
    // through the Edge Function storage-upload (data/upload.ts): the bytes decide the stored type
    await uploadThroughFunction(CERTIFICATE_BUCKET, path, d.certificate);
  } catch (e) {
    // 409: an earlier attempt stored the file at this path and stopped after it; the owner may
    // neither overwrite nor read it back, so the stored file stands.
    if (!isDuplicate(e)) throw e;
  }

  const profile = await supabase.from('profiles').update({ name_korean, name_english }).eq('id', uid);
  if (profile.error) throw profile.error;

  const lawyer = await supabase.from('lawyers').insert({
    id: uid,
    bar_association_number: d.registrationNumber.trim(),
    qualification_type: d.qualificationType,
    verification_document_url: path,
    is_approved: false,
    is_visible: false,
  });
  if (lawyer.error) throw lawyer.error;
}

function isDuplicate(error: unknown): boolean {
  const e = error as { statusCode?: unknown; error?: unknown; message?: unknown };
  return String(e.statusCode) === '409' || e.error === 'Duplicate' || /already exists/i.test(String(e.message ?? ''));
}

/** The applicant's names as the sign-up stored them (to fill the form that finishes it). */
export async function applicantNames(uid: string): Promise<{ email: string; nameKorean: string; nameEnglish: string }> {
  const { data, error } = await supabase.from('profiles').select('email, name_korean, name_english').eq('id', uid).maybeSingle();
  if (error) throw error;
  return { email: data?.email ?? '', nameKorean: data?.name_korean ?? '', nameEnglish: data?.name_english ?? '' };
}
