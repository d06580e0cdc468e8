-- Uploads to the product buckets go through the Edge Function storage-upload (issue 28, item 1).
--
-- Hosted Storage checks only the declared Content-Type against a bucket's allowed_mime_types: a
-- lawyer could upload HTML declared as image/png into the public bucket lawyer-photos. So users no
-- longer write those buckets through the Storage API: the function checks the bytes (magic
-- numbers) and writes with the service role, after asking this database whether the caller may
-- write that object. The rules that were the INSERT policies of 20261122001000_storage.sql now
-- live here, in one security definer function called as the caller:
--
--   lawyer-verifications    authenticated; {uid}/{uid}-verification.{pdf,jpg,jpeg,png}
--   lawyer-photos           authenticated lawyer; {uid}/{uid}-{1..16 digits}.{jpg,jpeg,png,webp,gif,avif}
--   free-checkup-documents  anyone; {free check-up id}/{safe file name}, the request submitted
--                           within the last hour with fewer than 5 documents
--
-- and the INSERT policies (and lawyer-photos' UPDATE policy, which let the owner replace the
-- bytes by an upsert) are dropped, so a direct write through Storage is refused by RLS (Storage:
-- 403 'new row violates row-level security policy'). Read, list and delete policies stay.

create function public.storage_upload_allowed(bucket text, name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case bucket
    when 'lawyer-verifications' then
      (select auth.uid()) is not null
      and name ~* ('^' || (select auth.uid())::text || '/' || (select auth.uid())::text || '-verification\.(pdf|jpg|jpeg|png)$')
    when 'lawyer-photos' then
      (select auth.uid()) is not null
      and name ~* ('^' || (select auth.uid())::text || '/' || (select auth.uid())::text || '-[0-9]{1,16}\.(jpg|jpeg|png|webp|gif|avif)$')
      and private.is_lawyer((select auth.uid()))
    when 'free-checkup-documents' then
      name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
      and private.free_checkup_accepts_upload((storage.foldername(name))[1])
    else false
  end;
$$;
comment on function public.storage_upload_allowed(text, text) is
  'Whether the caller may upload object `name` to `bucket` (the Edge Function storage-upload asks, as the caller, before it writes with the service role).';
revoke execute on function public.storage_upload_allowed(text, text) from public, anon, authenticated;
grant execute on function public.storage_upload_allowed(text, text) to anon, authenticated, service_role;

drop policy lawyer_verifications_insert_own on storage.objects;
drop policy lawyer_photos_insert_own on storage.objects;
drop policy lawyer_photos_update_own on storage.objects;
drop policy free_checkup_documents_insert on storage.objects;

-- The policies that called these helpers as the user are gone; storage_upload_allowed calls them
-- with its owner's rights.
revoke execute on function private.free_checkup_accepts_upload(text) from anon, authenticated;
revoke execute on function private.is_lawyer(uuid) from authenticated;
