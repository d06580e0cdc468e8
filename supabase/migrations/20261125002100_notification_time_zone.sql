-- The recipient's local time in e-mails (issue 13: "KST and the client's local time"). The site
-- records the browser's time zone (IANA name) on the member's profile at sign-up and once per
-- visit; the worker receives it with each claimed message. Lawyers and administrators, who work in
-- Korea, get KST only.

alter table public.profiles add column time_zone text check (length(time_zone) <= 64);
comment on column public.profiles.time_zone is
  'IANA time zone of the member''s browser (e.g. Europe/Berlin), for local times in e-mails; null = KST only.';
grant update (time_zone) on public.profiles to authenticated;

-- only names PostgreSQL knows (so the worker can trust them); refused with a clear hint
create function private.check_profile_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.time_zone is not null
     and not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = new.time_zone) then
    raise exception 'Unknown time zone: %', left(new.time_zone, 64)
      using errcode = '22023', hint = 'invalid_time_zone';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_profile_time_zone() from public, anon, authenticated;
create trigger profiles_check_time_zone before insert or update of time_zone on public.profiles
  for each row execute function private.check_profile_time_zone();

-- a sign-up may carry its language and time zone (user_metadata.locale, user_metadata.time_zone)
create or replace function private.profile_locale_from_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meta jsonb;
begin
  select u.raw_user_meta_data into v_meta from auth.users u where u.id = new.id;
  if new.preferred_locale is null and v_meta ->> 'locale' in ('en', 'ko', 'zh', 'ja', 'vi') then
    new.preferred_locale := v_meta ->> 'locale';
  end if;
  if new.time_zone is null and exists (select 1 from pg_catalog.pg_timezone_names z where z.name = v_meta ->> 'time_zone') then
    new.time_zone := v_meta ->> 'time_zone';
  end if;
  return new;
end;
$$;

-- claim_outbox() now also hands out the recipient's time zone (null for lawyers and administrators)
drop function public.claim_outbox(text, integer, integer);
create function public.claim_outbox(p_worker text, p_limit integer default 20, p_lease_seconds integer default 60)
returns table (id uuid, kind text, email text, locale text, time_zone text, params jsonb, attempt integer, created_at timestamptz)
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
         case when c.locale = 'ko' then null else p.time_zone end,
         c.params, c.attempts, c.created_at
    from claimed c left join public.profiles p on p.id = c.recipient_id;
end;
$$;
revoke execute on function public.claim_outbox(text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(text, integer, integer) to service_role;
