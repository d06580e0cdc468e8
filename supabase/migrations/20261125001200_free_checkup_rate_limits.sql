-- Free check-up spam (issue 14, hardening): one address submitted 2,192 requests in 3 s. The
-- insert trigger now limits, per rolling hour:
--   - requests per client address: private.app_settings 'free_checkups.max_per_address_per_hour'
--     (default 20);
--   - requests per e-mail address (case-insensitive): 'free_checkups.max_per_email_per_hour'
--     (default 5, the limit 20261122000800 had fixed).
-- Change them with
--   update private.app_settings set value = '50' where key = 'free_checkups.max_per_address_per_hour';
-- A value that is not a positive whole number falls back to the default.
--
-- The client address comes from the request headers PostgREST hands to the transaction
-- (request.headers): cf-connecting-ip (set by Cloudflare in front of hosted Supabase and not
-- settable by the client), else the first entry of x-forwarded-for, else x-real-ip. IPv6
-- addresses are counted per /64 (one host usually holds a whole /64). Without any of these
-- headers (a direct database connection: the seed, the operator) only the e-mail limit applies.
-- Both checks run under a transaction-scoped advisory lock on the address / e-mail, so parallel
-- requests are counted one after the other and cannot all pass. Over a limit: SQLSTATE 54000,
-- hint rate_limited (as before), detail {"scope": "address" | "email", "max_per_hour": n}.
--
-- The addresses are kept in private.free_checkup_submissions (not exposed by the API, not read
-- by admins) only as long as the limit needs them: rows older than an hour are deleted on the
-- next submission.

insert into private.app_settings (key, value) values
  ('free_checkups.max_per_address_per_hour', '20'),
  ('free_checkups.max_per_email_per_hour', '5')
on conflict (key) do nothing;

create table private.free_checkup_submissions (
  id bigint generated always as identity primary key,
  client_address text not null,
  created_at timestamptz not null default now()
);
create index free_checkup_submissions_address_idx on private.free_checkup_submissions (client_address, created_at);
create index free_checkup_submissions_created_idx on private.free_checkup_submissions (created_at);
alter table private.free_checkup_submissions enable row level security;
revoke all on private.free_checkup_submissions from public, anon, authenticated;

-- A positive whole-number setting, or the default.
create function private.setting_positive_int(p_key text, p_default integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select case when s.value ~ '^\s*[0-9]{1,9}\s*$' and btrim(s.value)::integer > 0 then btrim(s.value)::integer end
       from private.app_settings s where s.key = p_key),
    p_default);
$$;
revoke execute on function private.setting_positive_int(text, integer) from public, anon, authenticated;

-- The caller's address as the gateway reports it (see above); null when unknown.
create function private.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb;
  v_addr text;
  v_inet inet;
begin
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  if v_headers is null or jsonb_typeof(v_headers) <> 'object' then
    return null;
  end if;
  v_addr := coalesce(
    nullif(btrim(v_headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(v_headers ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(v_headers ->> 'x-real-ip'), ''));
  if v_addr is null then
    return null;
  end if;
  v_addr := left(lower(v_addr), 100);
  begin
    v_inet := v_addr::inet;
  exception when others then
    return v_addr; -- not an address: counted as the string it is
  end;
  if family(v_inet) = 6 then
    if host(v_inet) like '::ffff:%' and position('.' in host(v_inet)) > 0 then
      return substr(host(v_inet), 8); -- an IPv4-mapped address is the IPv4 address
    end if;
    return host(network(set_masklen(v_inet, 64))) || '/64';
  end if;
  return host(v_inet);
end;
$$;
revoke execute on function private.request_client_address() from public, anon, authenticated;

create or replace function private.free_checkups_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_address text := private.request_client_address();
  v_max_address integer := private.setting_positive_int('free_checkups.max_per_address_per_hour', 20);
  v_max_email integer := private.setting_positive_int('free_checkups.max_per_email_per_hour', 5);
begin
  if v_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('free_checkup.address:' || v_address, 0));
    if (select count(*) from private.free_checkup_submissions s
         where s.client_address = v_address and s.created_at > now() - interval '1 hour') >= v_max_address then
      raise exception 'Too many requests from this address; please try again later'
        using errcode = '54000', hint = 'rate_limited',
              detail = jsonb_build_object('scope', 'address', 'max_per_hour', v_max_address)::text;
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('free_checkup.email:' || lower(new.email), 0));
  if (select count(*) from public.free_checkups f
       where lower(f.email) = lower(new.email) and f.created_at > now() - interval '1 hour') >= v_max_email then
    raise exception 'Too many requests for this e-mail address; please try again later'
      using errcode = '54000', hint = 'rate_limited',
            detail = jsonb_build_object('scope', 'email', 'max_per_hour', v_max_email)::text;
  end if;
  if v_address is not null then
    delete from private.free_checkup_submissions s where s.created_at < now() - interval '1 hour';
    insert into private.free_checkup_submissions (client_address) values (v_address);
  end if;
  new.status := 'pending';
  new.admin_notes := null;
  return new;
end;
$$;
revoke execute on function private.free_checkups_before_insert() from public, anon, authenticated;

-- Documents may be added only to a request submitted within the last hour, and never to one
-- dated in the future (a future creation time would keep its upload window open).
create or replace function private.free_checkup_accepts_upload(p_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_folder ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      exists (select 1 from public.free_checkups f
               where f.id = p_folder::uuid and f.created_at > now() - interval '1 hour' and f.created_at <= now())
      and (select count(*) from storage.objects o
            where o.bucket_id = 'free-checkup-documents' and o.name like p_folder || '/%') < 5
    else false
  end;
$$;
