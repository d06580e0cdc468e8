-- Profile photo paths (issue 14, hardening). lawyers.profile_photo_url accepted an absolute URL of
-- any host (`https://<anything>/storage/v1/object/public/lawyer-photos/<id>/...`) or any
-- same-origin path, so a lawyer could plant a tracking image, or any page of the site, on every
-- directory visitor. From now on it holds only the same-origin path of a photo in the lawyer's
-- own folder of the public bucket lawyer-photos, or null:
--
--   /storage/v1/object/public/lawyer-photos/<the row's id>/<file>
--
-- where <file> is ASCII letters, digits, '_', '-' and single dots between them: no '..', no
-- '//', no further folder, no query or fragment, no percent-encoding, no scheme, no host. The
-- apps render the path against the Supabase URL they are configured with
-- (packages/shared/src/storage.ts, storagePublicUrl), so it works whether or not the pages and the
-- API share an origin.
--
-- 1. Existing values: an absolute URL of a photo in the lawyer's own folder becomes that path;
--    anything else that does not match becomes null. Each change is audited
--    ('lawyer.photo_path' / 'lawyer.photo_removed', actor null = the platform, before/after).
-- 2. lawyer_directory (and so the public pages and realtime) gets the migrated values through
--    its sync trigger; rows still differing afterwards are refreshed explicitly.
-- 3. A trigger refuses a bad value with SQLSTATE 23514 and the hint 'invalid_photo_path' (the
--    lawyer portal maps it to its message); the check constraint is replaced by the strict rule,
--    the guarantee for every writer (the operator and the platform included).

-- 1. existing values ---------------------------------------------------------------------------
do $$
declare
  r record;
  v_path text;
begin
  for r in
    select l.id, l.profile_photo_url from public.lawyers l where l.profile_photo_url is not null order by l.id for update
  loop
    v_path := r.profile_photo_url;
    -- an absolute http(s) URL: its path (none when it carries a query or fragment)
    if v_path ~ '^https?://' then
      v_path := substring(v_path from '^https?://[^/?#\\]*(/[^?#]*)$');
    end if;
    if v_path is null
       or v_path !~ ('^/storage/v1/object/public/lawyer-photos/' || r.id::text || '/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$') then
      v_path := null;
    end if;
    if v_path is distinct from r.profile_photo_url then
      update public.lawyers l set profile_photo_url = v_path where l.id = r.id;
      perform private.write_audit(
        case when v_path is null then 'lawyer.photo_removed' else 'lawyer.photo_path' end,
        'lawyers', r.id::text,
        jsonb_build_object('profile_photo_url', r.profile_photo_url),
        jsonb_build_object('profile_photo_url', v_path),
        jsonb_build_object('by', 'system', 'migration', '20261125001300_lawyer_photo_paths',
          'reason', case when v_path is null then 'not a photo in the lawyer''s own folder of lawyer-photos'
                         else 'absolute URL stored as its same-origin path' end));
    end if;
  end loop;
end;
$$;

-- 2. the public directory ----------------------------------------------------------------------
-- (the update above already refreshed it row by row; this catches any row that still differs)
select private.refresh_lawyer_directory(array(
  select d.id
    from public.lawyer_directory d
    join public.lawyers l on l.id = d.id
   where d.profile_photo_url is distinct from l.profile_photo_url
));

-- 3. the rule ----------------------------------------------------------------------------------
-- The same expression in the trigger (for a clear error) and in the constraint (the guarantee).
create function private.lawyers_check_photo_path()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.profile_photo_url is not null
     and new.profile_photo_url !~ ('^/storage/v1/object/public/lawyer-photos/' || new.id::text || '/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$') then
    raise exception 'The profile photo must be a file uploaded to your own folder of lawyer-photos, stored as its path /storage/v1/object/public/lawyer-photos/<your id>/<file name>.'
      using errcode = '23514', hint = 'invalid_photo_path', constraint = 'lawyers_profile_photo_url';
  end if;
  return new;
end;
$$;
revoke execute on function private.lawyers_check_photo_path() from public, anon, authenticated;
create trigger lawyers_check_photo_path before insert or update on public.lawyers
  for each row execute function private.lawyers_check_photo_path();

alter table public.lawyers drop constraint lawyers_profile_photo_url;
alter table public.lawyers add constraint lawyers_profile_photo_url check (
  profile_photo_url ~ ('^/storage/v1/object/public/lawyer-photos/' || id::text || '/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$')
);

comment on column public.lawyers.profile_photo_url is
  'Same-origin path of the profile photo: /storage/v1/object/public/lawyer-photos/<id>/<file> (own folder, safe file name), or null. Apps render it against their Supabase URL (storagePublicUrl).';
comment on column public.lawyer_directory.profile_photo_url is
  'Same-origin path of the profile photo (/storage/v1/object/public/lawyer-photos/<id>/<file>) or null: resolve it against the Supabase URL.';
