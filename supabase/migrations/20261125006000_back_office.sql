-- Back office (issue 16, "What a back office is expected to do"): what the console needs beyond
-- the tables administrators already read under RLS.
--   admin_set_lawyer_visibility  hide or show an approved lawyer (bulk action "숨기기/공개")
--   admin_coupon_parties         who issued each coupon and to whom it went (grants, downloads,
--                                the bookmark a lawyer's coupon is attached to)
--   admin_failed_deliveries      e-mails that failed for good (private.outbox, status 'failed')
--   admin_retry_delivery         puts a failed e-mail back in the queue ("다시 보내기")
-- All are security definer with an administrator check first; nothing else may execute them.
-- audit_log needs nothing new: RLS already lets administrators (only) read it, nobody writes it.

-- ---------------------------------------------------------------------------------------------
-- Visibility of a lawyer, set by an administrator. Same rule as the lawyer's own switch
-- (set_lawyer_visibility): only an approved lawyer can be listed (the table's check forbids
-- visible-but-unapproved); hiding is always possible. Audited as lawyer.visibility.
create function public.admin_set_lawyer_visibility(lawyer_id uuid, visible boolean)
returns public.lawyers
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_before public.lawyers;
  v_after public.lawyers;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_set_lawyer_visibility.visible is null then
    raise exception 'visible is required' using errcode = '22023', hint = 'invalid_input';
  end if;
  select * into v_before from public.lawyers l where l.id = admin_set_lawyer_visibility.lawyer_id for update;
  if not found then
    raise exception 'Lawyer not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if admin_set_lawyer_visibility.visible and not v_before.is_approved then
    raise exception 'Only approved lawyers can be listed' using errcode = 'P0001', hint = 'not_approved';
  end if;
  update public.lawyers l set is_visible = admin_set_lawyer_visibility.visible
   where l.id = admin_set_lawyer_visibility.lawyer_id
  returning * into v_after;
  if v_before.is_visible is distinct from v_after.is_visible then
    perform private.write_audit('lawyer.visibility', 'lawyers', v_after.id::text,
      jsonb_build_object('is_visible', v_before.is_visible), jsonb_build_object('is_visible', v_after.is_visible),
      jsonb_build_object('by', 'admin'));
  end if;
  return v_after;
end;
$$;
revoke execute on function public.admin_set_lawyer_visibility(uuid, boolean) from public, anon, authenticated;
grant execute on function public.admin_set_lawyer_visibility(uuid, boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who issued each coupon and who received it, for the coupons on one page of the console's list.
-- issuer: null lawyer = an administrator's coupon (created_by names which one); recipients: every
-- holder (user_coupons: granted by an administrator, or downloaded from a bookmark) and the client
-- whose bookmark a lawyer's coupon is attached to (received even before downloading). At most 5
-- recipients are named per coupon; recipient_count counts them all.
create function public.admin_coupon_parties(coupon_ids uuid[])
returns table (
  coupon_id uuid,
  issuer_lawyer_id uuid,
  issuer_name text,
  issuer_email text,
  recipient_count integer,
  recipients jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if cardinality(admin_coupon_parties.coupon_ids) > 200 then
    raise exception 'Too many coupons (at most 200)' using errcode = '22023', hint = 'invalid_input';
  end if;
  return query
  with wanted as (
    select c.* from public.coupons c where c.id = any (admin_coupon_parties.coupon_ids)
  ),
  received as (
    select uc.coupon_id, uc.user_id, case when b.id is null then 'grant' else 'bookmark' end as via,
           uc.created_at, true as held
      from public.user_coupons uc
      join wanted w on w.id = uc.coupon_id
      left join public.lawyer_bookmarks b on b.coupon_id = uc.coupon_id and b.user_id = uc.user_id
    union all
    select b.coupon_id, b.user_id, 'bookmark', b.updated_at, false
      from public.lawyer_bookmarks b
      join wanted w on w.id = b.coupon_id
     where not exists (select 1 from public.user_coupons uc where uc.coupon_id = b.coupon_id and uc.user_id = b.user_id)
  ),
  ranked as (
    select r.*, row_number() over (partition by r.coupon_id order by r.created_at, r.user_id) as n,
           count(*) over (partition by r.coupon_id) as total
      from received r
  )
  select w.id,
         w.issuer_lawyer_id,
         coalesce(nullif(ip.name_korean, ''), nullif(ip.name_english, ''), ip.email),
         ip.email,
         coalesce((select max(r.total) from ranked r where r.coupon_id = w.id), 0)::integer,
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'user_id', r.user_id,
                    'name', coalesce(nullif(p.name_korean, ''), nullif(p.name_english, '')),
                    'email', p.email,
                    'via', r.via,
                    'downloaded', r.held) order by r.n)
             from ranked r left join public.profiles p on p.id = r.user_id
            where r.coupon_id = w.id and r.n <= 5), '[]'::jsonb)
    from wanted w
    left join public.profiles ip on ip.id = coalesce(w.issuer_lawyer_id, w.created_by);
end;
$$;
revoke execute on function public.admin_coupon_parties(uuid[]) from public, anon, authenticated;
grant execute on function public.admin_coupon_parties(uuid[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- E-mails that failed for good (the worker gave up): what, to whom, how often tried, the last
-- error and when. Newest first. The recipient is the member's current e-mail, else the address
-- the message was queued for (a check-up sender without an account).
create function public.admin_failed_deliveries()
returns table (
  id uuid,
  kind text,
  recipient_email text,
  recipient_name text,
  attempts integer,
  last_error text,
  created_at timestamptz,
  failed_at timestamptz,
  booking_id uuid
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  return query
  select o.id, o.kind, coalesce(p.email, o.recipient_email),
         coalesce(nullif(p.name_korean, ''), nullif(p.name_english, '')),
         o.attempts, o.last_error, o.created_at,
         coalesce((select max(a.finished_at) from private.outbox_attempts a where a.outbox_id = o.id), o.created_at),
         o.booking_id
    from private.outbox o
    left join public.profiles p on p.id = o.recipient_id
   where o.status = 'failed'
   order by 8 desc, o.id;
end;
$$;
revoke execute on function public.admin_failed_deliveries() from public, anon, authenticated;
grant execute on function public.admin_failed_deliveries() to authenticated;

-- "다시 보내기": a failed e-mail goes back to the queue, due now; the worker claims it as any
-- other (one more attempt; if that fails too it is failed again and reported in the app again). Only a failed
-- row can be retried (hint not_failed otherwise). Audited as delivery.retry.
create function public.admin_retry_delivery(outbox_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_row private.outbox;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  select * into v_row from private.outbox o where o.id = admin_retry_delivery.outbox_id for update;
  if not found then
    raise exception 'Delivery not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_row.status <> 'failed' then
    raise exception 'Only a failed delivery can be sent again' using errcode = 'P0001', hint = 'not_failed';
  end if;
  update private.outbox o
     set status = 'pending', due_at = now(), leased_until = null
   where o.id = v_row.id;
  perform private.write_audit('delivery.retry', 'outbox', v_row.id::text,
    jsonb_build_object('status', 'failed', 'attempts', v_row.attempts, 'last_error', left(v_row.last_error, 300)),
    jsonb_build_object('status', 'pending'),
    jsonb_build_object('kind', v_row.kind));
  return 'pending';
end;
$$;
revoke execute on function public.admin_retry_delivery(uuid) from public, anon, authenticated;
grant execute on function public.admin_retry_delivery(uuid) to authenticated;
