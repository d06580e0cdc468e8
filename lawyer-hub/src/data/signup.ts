// Lawyer sign-up (spec section 7), in the spec's order:
//   1. auth sign-up with metadata {name_korean, name_english}, confirmation redirect to the site root;
//   2. certificate upload to the private bucket lawyer-verifications at {uid}/{uid}-verification.{ext};
//   3. UPDATE profiles {name_korean, name_english};
//   4. INSERT lawyers {id, bar_association_number, qualification_type, verification_document_url,
//      is_approved: false, is_visible: false} — the schema gives the 'lawyer' role with this row.
import { certificatePath } from '../domain/profile.ts';
import { NoUserError, type QualificationType } from '../domain/signup.ts';
import { supabase } from '../providers/supabase.ts';

export const CERTIFICATE_BUCKET = 'lawyer-verifications';

export interface LawyerApplication {
  nameKorean: string;
  nameEnglish: string;
  email: string;
  password: string;
  qualificationType: QualificationType;
  registrationNumber: string;
  certificate: File;
}

/** Runs the sign-up; throws the server's error (mapped to the spec's messages by the caller). */
export async function registerLawyer(a: LawyerApplication): Promise<{ uid: string }> {
  const name_korean = a.nameKorean.trim();
  const name_english = a.nameEnglish.trim();
  const { data, error } = await supabase.auth.signUp({
    email: a.email.trim(),
    password: a.password,
    options: { data: { name_korean, name_english }, emailRedirectTo: `${window.location.origin}/` },
  });
  if (error) throw error;
  const uid = data.user?.id;
  if (!uid) throw new NoUserError();

  const path = certificatePath(uid, a.certificate.name);
  const upload = await supabase.storage.from(CERTIFICATE_BUCKET).upload(path, a.certificate, {
    contentType: a.certificate.type || undefined,
    upsert: false,
  });
  if (upload.error) throw upload.error;

  const profile = await supabase.from('profiles').update({ name_korean, name_english }).eq('id', uid);
  if (profile.error) throw profile.error;

  const lawyer = await supabase.from('lawyers').insert({
    id: uid,
    bar_association_number: a.registrationNumber.trim(),
    qualification_type: a.qualificationType,
    verification_document_url: path,
    is_approved: false,
    is_visible: false,
  });
  if (lawyer.error) throw lawyer.error;
  return { uid };
}
