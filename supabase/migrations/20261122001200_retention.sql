-- Retention: personal data is kept for 1 year after the consultation (privacy policy).
--   bookings        1 year after the consultation's scheduled end, the case description and the
--                   meeting link are erased (personal_data_purged_at set); the booking itself
--                   (date, parties, amounts, statuses) stays as a business record.
--   free_checkups   1 year after submission the request is deleted; the paths of its uploaded
--                   documents are returned so the caller deletes them through the Storage API
--                   (hosted Supabase forbids deleting storage.objects rows with SQL).
--   payment_history kept (payment records are subject to statutory retention); it holds no
--                   free-text personal data.
-- Run daily by the platform (pg_cron on hosted: select cron.schedule('purge-personal-data',
-- '17 3 * * *', 'select public.purge_expired_personal_data()'), or a scheduled job with the
-- service role). Callable by service_role and admins; audited.

create function public.purge_expired_personal_data()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bookings integer;
  v_checkups integer;
  v_paths text[];
  v_result jsonb;
begin
  -- platform callers (service role, scheduler) carry no user id; user callers must be admins
  if (select auth.uid()) is not null and not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;

  update public.bookings b
     set case_description = null, meeting_link = null, personal_data_purged_at = now()
   where b.personal_data_purged_at is null
     and b.starts_at + make_interval(mins => b.duration_minutes) < now() - interval '1 year';
  get diagnostics v_bookings = row_count;

  with expired as (
    select f.id from public.free_checkups f where f.created_at < now() - interval '1 year'
  )
  select coalesce(array_agg(o.name order by o.name), '{}') into v_paths
    from storage.objects o
   where o.bucket_id = 'free-checkup-documents'
     and (storage.foldername(o.name))[1] in (select e.id::text from expired e);

  delete from public.free_checkups f where f.created_at < now() - interval '1 year';
  get diagnostics v_checkups = row_count;

  v_result := jsonb_build_object(
    'bookings_anonymised', v_bookings,
    'free_checkups_deleted', v_checkups,
    'free_checkup_document_paths', to_jsonb(v_paths));
  perform private.write_audit('retention.purge', 'retention', null, null, null,
    jsonb_build_object('bookings_anonymised', v_bookings, 'free_checkups_deleted', v_checkups,
                       'documents_to_delete', cardinality(v_paths)));
  return v_result;
end;
$$;
revoke execute on function public.purge_expired_personal_data() from public, anon, authenticated;
grant execute on function public.purge_expired_personal_data() to authenticated, service_role;
