-- Notifications (issue 13): a transactional outbox for e-mail and the in-app notifications, both
-- written by triggers in the same transaction as the change that causes them, so a rolled-back
-- change tells nobody and a committed one is never lost.
--
--   private.outbox         one row per e-mail: the event (kind), the recipient, the language and
--                          the parameters the message is rendered from, when it is due, and its
--                          delivery state. The worker (packages/worker) claims due rows with a
--                          lease, renders them with the shared templates (packages/shared/src/
--                          notifications) and sends them over SMTP with a stable Message-ID.
--   private.outbox_attempts every delivery attempt, with its outcome.
--   public.notifications   the in-app side: one row per user and event, read by its user only
--                          (the bell in the client portal and the lawyer portal; Realtime).
--
-- Messages are rendered by the worker from (kind, locale, params) rather than stored as text:
-- the templates live once, in TypeScript next to the dictionaries, and the same parameters feed
-- the e-mail and the bell. Parameters carry only what the recipient may already see.
--
-- Languages: clients get the language they last chose in the site (profiles.preferred_locale,
-- resolved when the message is sent); lawyers and administrators get Korean.

-- ---------------------------------------------------------------------------------------------
-- The recipient's language
alter table public.profiles add column preferred_locale text
  check (preferred_locale in ('en', 'ko', 'zh', 'ja', 'vi'));
comment on column public.profiles.preferred_locale is
  'The UI language the member last chose on the site; client e-mails are written in it (default en).';
grant update (preferred_locale) on public.profiles to authenticated;

-- a sign-up may carry the language it was made in (user_metadata.locale)
create function private.profile_locale_from_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_locale text;
begin
  if new.preferred_locale is null then
    select u.raw_user_meta_data ->> 'locale' into v_locale from auth.users u where u.id = new.id;
    if v_locale in ('en', 'ko', 'zh', 'ja', 'vi') then
      new.preferred_locale := v_locale;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.profile_locale_from_signup() from public, anon, authenticated;
create trigger profiles_locale_from_signup before insert on public.profiles
  for each row execute function private.profile_locale_from_signup();

-- a free check-up is answered in the language of the page it was sent from
alter table public.free_checkups add column locale text not null default 'en'
  check (locale in ('en', 'ko', 'zh', 'ja', 'vi'));
grant insert (locale) on public.free_checkups to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The outbox
create table private.outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  -- the member it is for (null: a free check-up sender without an account)
  recipient_id uuid references public.profiles (id) on delete cascade,
  -- the address when there is no member; for members it is read at sending time (profiles.email)
  recipient_email text check (length(recipient_email) <= 255),
  -- fixed for lawyers and administrators ('ko') and check-up senders; null = the member's choice
  locale text check (locale in ('en', 'ko', 'zh', 'ja', 'vi')),
  params jsonb not null default '{}',
  booking_id uuid references public.bookings (id) on delete cascade,
  -- one message per event: a repeated event (a webhook delivered twice) adds nothing
  dedupe_key text unique,
  due_at timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  attempts integer not null default 0,
  leased_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint outbox_has_recipient check (recipient_id is not null or recipient_email is not null)
);
create index outbox_due_idx on private.outbox (due_at) where status in ('pending', 'sending');
create index outbox_booking_idx on private.outbox (booking_id) where booking_id is not null;
alter table private.outbox enable row level security;
revoke all on private.outbox from public, anon, authenticated;

create table private.outbox_attempts (
  id bigint generated always as identity primary key,
  outbox_id uuid not null references private.outbox (id) on delete cascade,
  attempt integer not null,
  worker text,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  ok boolean,
  error text,
  unique (outbox_id, attempt)
);
alter table private.outbox_attempts enable row level security;
revoke all on private.outbox_attempts from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- In-app notifications
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (length(kind) <= 60),
  params jsonb not null default '{}',
  created_at timestamptz not null default now(),
  read_at timestamptz
);
comment on table public.notifications is
  'In-app notifications (the bell): written by triggers with the e-mail outbox; each user reads and marks only their own.';
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

create policy notifications_select_own on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_update_own on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
-- no insert or delete policy: only the triggers below write notifications

alter publication supabase_realtime add table public.notifications;

-- ---------------------------------------------------------------------------------------------
-- Writing events

-- One event for one person: the e-mail (when p_email_due is not null) and the in-app row
-- (when p_in_app and the person is a member).
create function private.notify(
  p_kind text,
  p_user_id uuid,
  p_params jsonb,
  p_locale text default null,
  p_email text default null,
  p_booking_id uuid default null,
  p_dedupe_key text default null,
  p_email_due timestamptz default now(),
  p_in_app boolean default true
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user_id is null and p_email is null then
    return;
  end if;
  if p_email_due is not null then
    insert into private.outbox (kind, recipient_id, recipient_email, locale, params, booking_id, dedupe_key, due_at)
    values (p_kind, p_user_id, case when p_user_id is null then p_email end, p_locale, p_params,
            p_booking_id, p_dedupe_key, greatest(p_email_due, now()))
    on conflict (dedupe_key) do nothing;
    if not found then
      return; -- the same event again: told once
    end if;
  end if;
  if p_in_app and p_user_id is not null then
    insert into public.notifications (user_id, kind, params) values (p_user_id, p_kind, p_params);
  end if;
end;
$$;
revoke execute on function private.notify(text, uuid, jsonb, text, text, uuid, text, timestamptz, boolean) from public, anon, authenticated;

-- Every administrator, in Korean (by e-mail too unless p_email is false).
create function private.notify_admins(p_kind text, p_params jsonb, p_dedupe_key text, p_email boolean default true)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid;
begin
  for v_admin in select r.user_id from public.user_roles r where r.role = 'admin' order by r.user_id loop
    perform private.notify(p_kind, v_admin, p_params, 'ko', null, null, p_dedupe_key || ':' || v_admin::text,
                           case when p_email then now() end);
  end loop;
end;
$$;
revoke execute on function private.notify_admins(text, jsonb, text, boolean) from public, anon, authenticated;

-- What a booking message may say (both parties see all of it in their portals).
create function private.booking_notice(b public.bookings)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'booking_id', b.id,
    'lawyer_id', b.lawyer_id,
    'lawyer_name_ko', lp.name_korean,
    'lawyer_name_en', lp.name_english,
    'client_name', coalesce(nullif(cp.name_english, ''), cp.name_korean),
    'booking_date', b.booking_date,
    'booking_time', to_char(b.booking_time, 'HH24:MI'),
    'duration_minutes', b.duration_minutes,
    'starts_at', b.starts_at,
    'fee_amount', b.fee_amount,
    'consultation_type', b.consultation_type,
    'meeting_link', b.meeting_link,
    'hold_expires_at', b.hold_expires_at,
    'payment_status', b.payment_status,
    'cancelled_by', b.cancelled_by)
  from public.profiles lp, public.profiles cp
  where lp.id = b.lawyer_id and cp.id = b.client_id;
$$;
revoke execute on function private.booking_notice(public.bookings) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Bookings
create function private.notify_booking_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'pending' and new.status = 'pending' and new.hold_expires_at is not null then
    -- the client has just made it: an e-mail with the time left to pay, no bell
    perform private.notify('booking_held', new.client_id, private.booking_notice(new), null, null,
                           new.id, 'booking_held:' || new.id, now(), false);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_booking_created() from public, anon, authenticated;
create trigger bookings_notify_created after insert on public.bookings
  for each row execute function private.notify_booking_created();

create function private.notify_booking_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_notice jsonb := private.booking_notice(new);
begin
  -- paid: both parties, and the reminders
  if new.payment_status = 'paid' and old.payment_status <> 'paid' then
    perform private.notify('booking_paid', new.client_id, v_notice, null, null, new.id, 'booking_paid:' || new.id);
    perform private.notify('lawyer_new_booking', new.lawyer_id, v_notice, 'ko', null, new.id, 'lawyer_new_booking:' || new.id);
    if new.starts_at - interval '24 hours' > now() then
      perform private.notify('reminder_24h', new.client_id, v_notice, null, null, new.id,
                             'reminder_24h:' || new.id, new.starts_at - interval '24 hours', false);
    end if;
    if new.starts_at - interval '1 hour' > now() then
      perform private.notify('reminder_1h', new.client_id, v_notice, null, null, new.id,
                             'reminder_1h:' || new.id, new.starts_at - interval '1 hour', false);
      perform private.notify('lawyer_reminder_1h', new.lawyer_id, v_notice, 'ko', null, new.id,
                             'lawyer_reminder_1h:' || new.id, new.starts_at - interval '1 hour', false);
    end if;
  end if;

  if new.status = 'confirmed' and old.status <> 'confirmed' then
    perform private.notify('booking_confirmed', new.client_id, v_notice, null, null, new.id, 'booking_confirmed:' || new.id);
  end if;

  if new.meeting_link is not null and new.meeting_link is distinct from old.meeting_link
     and new.status in ('pending', 'confirmed') then
    -- every change is its own message (the key carries the link)
    perform private.notify('meeting_link', new.client_id, v_notice, null, null, new.id,
                           'meeting_link:' || new.id || ':' || md5(new.meeting_link));
  end if;

  if new.status = 'cancelled' and old.status <> 'cancelled' then
    if new.cancelled_by = 'system' then
      perform private.notify('booking_expired', new.client_id, v_notice, null, null, new.id, 'booking_expired:' || new.id);
    else
      -- a paid booking that is cancelled is refunded (the refund follows in the same transaction)
      perform private.notify('booking_cancelled', new.client_id,
                             v_notice || jsonb_build_object('refunded', old.payment_status <> 'pending'),
                             null, null, new.id, 'booking_cancelled:' || new.id);
      -- the lawyer was told of the booking when it was paid; so they are told it is off
      if old.payment_status = 'paid' then
        perform private.notify('lawyer_booking_cancelled', new.lawyer_id, v_notice, 'ko', null, new.id,
                               'lawyer_booking_cancelled:' || new.id);
      end if;
    end if;
    -- reminders of a consultation that will not happen
    update private.outbox o set status = 'cancelled'
     where o.booking_id = new.id and o.status = 'pending' and o.kind in ('reminder_24h', 'reminder_1h', 'lawyer_reminder_1h');
  elsif new.payment_status = 'refunded' and old.payment_status <> 'refunded' and new.status <> 'cancelled' then
    perform private.notify('booking_refunded', new.client_id, v_notice, null, null, new.id, 'booking_refunded:' || new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_booking_changed() from public, anon, authenticated;
create trigger bookings_notify_changed after update of status, payment_status, meeting_link on public.bookings
  for each row execute function private.notify_booking_changed();

-- ---------------------------------------------------------------------------------------------
-- Coupons and messages from lawyers
create function private.coupon_notice(p_coupon_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'coupon_id', c.id, 'coupon_name_ko', c.name_korean, 'coupon_name_en', c.name_english, 'discount_type', c.discount_type,
    'discount_value', c.discount_value, 'max_discount', c.max_discount, 'min_amount', c.min_amount,
    'valid_until', c.valid_until, 'lawyer_id', c.issuer_lawyer_id,
    'lawyer_name_ko', p.name_korean, 'lawyer_name_en', p.name_english)
  from public.coupons c left join public.profiles p on p.id = c.issuer_lawyer_id
  where c.id = p_coupon_id;
$$;
revoke execute on function private.coupon_notice(uuid) from public, anon, authenticated;

-- a coupon someone else gave the member (an administrator's grant); the member's own download
-- of a lawyer's coupon is not news to them
create function private.notify_user_coupon()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is distinct from (select auth.uid()) then
    perform private.notify('coupon_received', new.user_id, private.coupon_notice(new.coupon_id), null, null, null,
                           'coupon_received:' || new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_user_coupon() from public, anon, authenticated;
create trigger user_coupons_notify after insert on public.user_coupons
  for each row execute function private.notify_user_coupon();

-- a lawyer's coupon or message to a member who bookmarked them
create function private.notify_bookmark()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lawyer public.profiles;
begin
  select * into v_lawyer from public.profiles p where p.id = new.lawyer_id;
  if new.coupon_id is not null and new.coupon_id is distinct from old.coupon_id then
    perform private.notify('coupon_received', new.user_id, private.coupon_notice(new.coupon_id), null, null, null,
                           'bookmark_coupon:' || new.id || ':' || new.coupon_id);
  end if;
  if new.lawyer_message is not null and new.lawyer_message is distinct from old.lawyer_message then
    perform private.notify('lawyer_message', new.user_id,
                           jsonb_build_object('lawyer_id', new.lawyer_id, 'lawyer_name_ko', v_lawyer.name_korean,
                                              'lawyer_name_en', v_lawyer.name_english, 'message', new.lawyer_message),
                           null, null, null, 'lawyer_message:' || new.id || ':' || md5(new.lawyer_message || now()::text));
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_bookmark() from public, anon, authenticated;
create trigger lawyer_bookmarks_notify after update of coupon_id, lawyer_message on public.lawyer_bookmarks
  for each row execute function private.notify_bookmark();

-- ---------------------------------------------------------------------------------------------
-- Free check-ups
create function private.notify_free_checkup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_notice jsonb := jsonb_build_object('checkup_id', new.id, 'category', new.category, 'name', new.name,
                                       'is_urgent', new.is_urgent, 'status', new.status, 'created_at', new.created_at);
begin
  if tg_op = 'INSERT' then
    perform private.notify('checkup_received', new.user_id, v_notice, new.locale, new.email, null,
                           'checkup_received:' || new.id);
    if new.is_urgent then
      perform private.notify_admins('admin_urgent_checkup', v_notice, 'admin_urgent_checkup:' || new.id);
    end if;
  elsif new.status is distinct from old.status then
    perform private.notify('checkup_status', new.user_id, v_notice, new.locale, new.email, null,
                           'checkup_status:' || new.id || ':' || new.status);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_free_checkup() from public, anon, authenticated;
create trigger free_checkups_notify after insert or update of status on public.free_checkups
  for each row execute function private.notify_free_checkup();

-- ---------------------------------------------------------------------------------------------
-- Lawyers' accounts. A new account waits for approval: the administrators are told. Approval and
-- rejection are told from the audit row admin_set_lawyer_approval() writes ('lawyer.approve',
-- 'lawyer.revoke'): turning down a pending account changes no column, so only the decision itself
-- says it happened.
create function private.lawyer_notice(p_lawyer_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('lawyer_id', p.id, 'lawyer_name_ko', p.name_korean, 'lawyer_name_en', p.name_english)
    from public.profiles p where p.id = p_lawyer_id;
$$;
revoke execute on function private.lawyer_notice(uuid) from public, anon, authenticated;

create function private.notify_lawyer_registered()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_approved then
    perform private.notify_admins('admin_lawyer_pending', private.lawyer_notice(new.id), 'admin_lawyer_pending:' || new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_lawyer_registered() from public, anon, authenticated;
create trigger lawyers_notify_registered after insert on public.lawyers
  for each row execute function private.notify_lawyer_registered();

create function private.notify_lawyer_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lawyer uuid := new.entity_id::uuid;
begin
  perform private.notify(
    case new.action when 'lawyer.approve' then 'lawyer_approved' else 'lawyer_rejected' end,
    v_lawyer,
    private.lawyer_notice(v_lawyer) || jsonb_build_object('was_approved', coalesce((new.before ->> 'is_approved')::boolean, false)),
    'ko', null, null, new.action || ':' || new.id);
  return null;
end;
$$;
revoke execute on function private.notify_lawyer_decision() from public, anon, authenticated;
create trigger audit_log_notify_lawyer_decision after insert on public.audit_log
  for each row when (new.action in ('lawyer.approve', 'lawyer.revoke') and new.entity_type = 'lawyers')
  execute function private.notify_lawyer_decision();

-- ---------------------------------------------------------------------------------------------
-- The worker's side (service role only)

-- Hands out up to p_limit due messages nobody holds, leased for p_lease_seconds, with the
-- recipient's current address and language. A message whose lease ran out (its worker died) is
-- handed out again under the same id, so it keeps its Message-ID.
create function public.claim_outbox(p_worker text, p_limit integer default 20, p_lease_seconds integer default 60)
returns table (id uuid, kind text, email text, locale text, params jsonb, attempt integer, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  with picked as (
    select o.id from private.outbox o
     where o.due_at <= now()
       and (o.status = 'pending' or (o.status = 'sending' and o.leased_until < now()))
     order by o.due_at, o.created_at
     limit least(greatest(p_limit, 1), 500)
     for update skip locked
  ), claimed as (
    update private.outbox o
       set status = 'sending', attempts = o.attempts + 1,
           leased_until = now() + make_interval(secs => greatest(p_lease_seconds, 1))
      from picked where o.id = picked.id
    returning o.*
  ), logged as (
    insert into private.outbox_attempts (outbox_id, attempt, worker)
    select c.id, c.attempts, left(p_worker, 100) from claimed c
  )
  select c.id, c.kind,
         coalesce(p.email, c.recipient_email),
         coalesce(c.locale, p.preferred_locale, 'en'),
         c.params, c.attempts, c.created_at
    from claimed c left join public.profiles p on p.id = c.recipient_id;
end;
$$;
revoke execute on function public.claim_outbox(text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(text, integer, integer) to service_role;

-- Sent: recorded once (a late report of an attempt whose lease ran out is kept in its attempt
-- row, and still means the message went out).
create function public.complete_outbox(p_id uuid, p_attempt integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.outbox_attempts a set finished_at = now(), ok = true
   where a.outbox_id = p_id and a.attempt = p_attempt;
  update private.outbox o set status = 'sent', sent_at = now(), leased_until = null, last_error = null
   where o.id = p_id and o.status = 'sending';
  return found;
end;
$$;
revoke execute on function public.complete_outbox(uuid, integer) from public, anon, authenticated;
grant execute on function public.complete_outbox(uuid, integer) to service_role;

-- Not sent: due again at p_retry_at, or failed for good when p_retry_at is null (then reported to
-- the administrators in the app).
create function public.fail_outbox(p_id uuid, p_attempt integer, p_error text, p_retry_at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row private.outbox;
begin
  update private.outbox_attempts a set finished_at = now(), ok = false, error = left(p_error, 2000)
   where a.outbox_id = p_id and a.attempt = p_attempt;
  update private.outbox o
     set status = case when p_retry_at is null then 'failed' else 'pending' end,
         due_at = coalesce(p_retry_at, o.due_at), leased_until = null, last_error = left(p_error, 2000)
   where o.id = p_id and o.status = 'sending' and o.attempts = p_attempt -- not a stale attempt's report
  returning * into v_row;
  if not found then
    return null;
  end if;
  if v_row.status = 'failed' then
    perform private.notify_admins('admin_delivery_failed',
      jsonb_build_object('outbox_id', v_row.id, 'kind', v_row.kind, 'attempts', v_row.attempts, 'error', left(p_error, 300)),
      'admin_delivery_failed:' || v_row.id, false); -- in the app only: the mail is what failed
  end if;
  return v_row.status;
end;
$$;
revoke execute on function public.fail_outbox(uuid, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.fail_outbox(uuid, integer, text, timestamptz) to service_role;
