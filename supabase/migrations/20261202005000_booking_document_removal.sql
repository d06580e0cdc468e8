-- A client removes a document they attached to a booking's intake by mistake (issue 29, item 4).
--
-- Hosted Storage deletes (DELETE /object/{bucket} with prefixes, DELETE /object/{bucket}/{name})
-- run DELETE ... RETURNING on storage.objects as the caller, so RLS decides: a DELETE policy for
-- the bucket, TO authenticated, through a security definer helper (lawyers cannot read
-- public.bookings). The window is the intake's own (private.booking_intake_refusal, also behind
-- client_save_booking_intake and storage_upload_allowed): the booking's client, paid, neither
-- cancelled nor completed, not started. A delete RLS filters out is not an error on hosted
-- Storage: 200 with an empty list, the object kept. The 5-file limit
-- (private.booking_accepts_document) counts the objects left, so a removal frees a place.
--
-- Administrators get no DELETE policy here: a Storage delete leaves no audit trail, and the
-- documents are the client's evidence for the lawyer. Support asks the client to remove a wrong
-- file; the retention purge removes them all with the case description.

create function private.booking_document_removable(p_folder text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  if p_folder is null or p_folder !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  select * into v_booking from public.bookings b where b.id = p_folder::uuid;
  return private.booking_intake_refusal(v_booking) is null;
end;
$$;
revoke execute on function private.booking_document_removable(text) from public, anon, authenticated;
grant execute on function private.booking_document_removable(text) to authenticated;

create policy booking_documents_delete_client on storage.objects
  for delete to authenticated
  using (bucket_id = 'booking-documents' and (select private.booking_document_removable((storage.foldername(name))[1])));

-- The upload check (20261202004000) reads the same window: one reading of the folder as a booking,
-- here, and the 5-file limit on top.
create or replace function private.booking_accepts_document(p_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.booking_document_removable(p_folder)
     and (select count(*) from storage.objects o
           where o.bucket_id = 'booking-documents' and o.name like p_folder || '/%') < 5;
$$;
