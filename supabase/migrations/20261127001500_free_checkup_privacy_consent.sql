-- Privacy consent on free check-up requests (issue 15). The privacy policy (§6) says forms that
-- collect personal data ask for consent; the free check-up form now has a required consent box,
-- and the database refuses a request without it.
--
-- The form sends the version of the policy the visitor agreed to (privacy_policy_version: the
-- policy's effective date, e.g. '2025-01-01'; the site's shared constant PRIVACY_POLICY_VERSION).
-- The database knows the version in force (private.privacy_policy_version()) and, on insert:
--   - no version: refused, SQLSTATE 23514, hint privacy_consent_required;
--   - another version (a page left open across a policy change): refused, 23514, hint
--     privacy_policy_changed (the visitor reloads and agrees to the current text);
--   - the current version: stored, with privacy_consented_at = the submission time (the API
--     cannot set it).
-- Requests stored before this migration have neither (no consent was asked then); the table
-- constraint keeps the two together.
--
-- When the policy changes, replace private.privacy_policy_version() in a new migration and the
-- site's PRIVACY_POLICY_VERSION (packages/shared/src/privacy.ts) together; a database test checks
-- they agree.

create function private.privacy_policy_version()
returns text
language sql
immutable
set search_path = ''
as $$ select '2025-01-01'::text $$;
comment on function private.privacy_policy_version() is
  'The privacy policy in force (its effective date): what a free check-up request must consent to.';
revoke execute on function private.privacy_policy_version() from public, anon, authenticated;

alter table public.free_checkups
  add column privacy_policy_version text check (length(privacy_policy_version) <= 40),
  add column privacy_consented_at timestamptz,
  add constraint free_checkups_privacy_consent_together
    check ((privacy_policy_version is null) = (privacy_consented_at is null));
comment on column public.free_checkups.privacy_policy_version is
  'The privacy policy version (effective date) the submitter agreed to; null only on requests stored before consent was asked.';
comment on column public.free_checkups.privacy_consented_at is
  'When the submitter agreed to the privacy policy (set by the database on insert).';

grant insert (privacy_policy_version) on public.free_checkups to anon, authenticated;

create function private.free_checkups_require_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.privacy_policy_version is null or btrim(new.privacy_policy_version) = '' then
    raise exception 'Privacy consent required: please agree to the privacy policy'
      using errcode = '23514', hint = 'privacy_consent_required';
  end if;
  if new.privacy_policy_version <> private.privacy_policy_version() then
    raise exception 'The privacy policy has changed: please read it again and agree to the current version'
      using errcode = '23514', hint = 'privacy_policy_changed',
            detail = jsonb_build_object('current_version', private.privacy_policy_version())::text;
  end if;
  -- consent is given with the submission: its time (now() through the API, which cannot set
  -- created_at; a back-dated row written by the operator, e.g. the demo seed, keeps its date)
  new.privacy_consented_at := coalesce(new.created_at, now());
  return new;
end;
$$;
revoke execute on function private.free_checkups_require_consent() from public, anon, authenticated;
-- named to run before free_checkups_before_insert (triggers fire in name order): a request
-- without consent is refused before it counts against the rate limits
create trigger free_checkups_a_require_consent before insert on public.free_checkups
  for each row execute function private.free_checkups_require_consent();
