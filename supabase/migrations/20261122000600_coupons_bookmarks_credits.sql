-- Coupons (admin-made and lawyer-issued), coupons held by clients, bookmarks (with the lawyer's
-- message and coupon), and the lawyers' credits ledger, with the functions that move them.

create type public.discount_type as enum ('percentage', 'fixed');
create type public.credit_reason as enum ('top_up', 'coupon_purchase', 'adjustment');

-- ---------------------------------------------------------------------------------------------
-- coupons
create table public.coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name_korean text not null check (length(btrim(name_korean)) between 1 and 100),
  name_english text not null check (length(btrim(name_english)) between 1 and 100),
  description text check (length(description) <= 500),
  discount_type public.discount_type not null default 'percentage',
  discount_value integer not null check (discount_value >= 1),
  -- empty (or 0) means no limit
  min_amount integer check (min_amount >= 0),
  max_discount integer check (max_discount >= 0),
  valid_from timestamptz not null default now(),
  valid_until timestamptz not null,
  max_uses integer check (max_uses >= 1),
  current_uses integer not null default 0 check (current_uses >= 0),
  is_active boolean not null default true,
  -- set for coupons a lawyer bought for a bookmark; null for the administrators' coupons
  issuer_lawyer_id uuid references public.lawyers (id) on delete set null,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- admin codes: 3-20 upper-case letters and digits; lawyer codes: LAWYER_<epoch milliseconds>
  constraint coupons_code_format check (code ~ '^[A-Z0-9]{3,20}$' or code ~ '^LAWYER_[0-9]{13,}$'),
  constraint coupons_percentage_max check (discount_type <> 'percentage' or discount_value <= 100),
  constraint coupons_validity check (valid_until > valid_from),
  constraint coupons_uses_within_max check (max_uses is null or current_uses <= max_uses)
);
create index coupons_created_at_idx on public.coupons (created_at desc);
create index coupons_issuer_idx on public.coupons (issuer_lawyer_id);
create index coupons_created_by_idx on public.coupons (created_by);

create trigger coupons_set_updated_at before update on public.coupons
  for each row execute function private.set_updated_at();

create function private.coupons_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_by := coalesce(new.created_by, (select auth.uid()));
  return new;
end;
$$;
revoke execute on function private.coupons_before_insert() from public, anon, authenticated;
create trigger coupons_before_insert before insert on public.coupons
  for each row execute function private.coupons_before_insert();

-- every coupon change is audited (admin edits through the table, uses through create_booking)
create function private.audit_coupons()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.write_audit('coupon.create', 'coupons', new.id::text, null, to_jsonb(new));
    return new;
  elsif tg_op = 'UPDATE' then
    perform private.write_audit('coupon.update', 'coupons', new.id::text, to_jsonb(old), to_jsonb(new));
    return new;
  else
    perform private.write_audit('coupon.delete', 'coupons', old.id::text, to_jsonb(old), null);
    return old;
  end if;
end;
$$;
revoke execute on function private.audit_coupons() from public, anon, authenticated;
create trigger coupons_audit after insert or update or delete on public.coupons
  for each row execute function private.audit_coupons();

-- ---------------------------------------------------------------------------------------------
-- user_coupons: a client holds a coupon at most once
create table public.user_coupons (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  coupon_id uuid not null references public.coupons (id) on delete cascade,
  is_used boolean not null default false,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint user_coupons_once unique (user_id, coupon_id),
  constraint user_coupons_used_at check (is_used = (used_at is not null))
);
create index user_coupons_coupon_idx on public.user_coupons (coupon_id);
create index user_coupons_user_created_idx on public.user_coupons (user_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- lawyer_bookmarks: one per client and lawyer; one coupon per bookmark
create table public.lawyer_bookmarks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  lawyer_message text check (length(btrim(lawyer_message)) between 1 and 2000),
  coupon_id uuid unique references public.coupons (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lawyer_bookmarks_once unique (user_id, lawyer_id),
  constraint lawyer_bookmarks_not_self check (user_id <> lawyer_id)
);
create index lawyer_bookmarks_lawyer_idx on public.lawyer_bookmarks (lawyer_id, created_at desc);

create trigger lawyer_bookmarks_set_updated_at before update on public.lawyer_bookmarks
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- credit_ledger: every credit movement (top-ups by admins, coupon purchases by lawyers)
create table public.credit_ledger (
  id bigint generated always as identity primary key,
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  delta integer not null check (delta <> 0),
  balance_after integer not null check (balance_after >= 0),
  reason public.credit_reason not null,
  coupon_id uuid references public.coupons (id) on delete set null,
  note text check (length(note) <= 500),
  actor_id uuid,
  created_at timestamptz not null default now()
);
create index credit_ledger_lawyer_idx on public.credit_ledger (lawyer_id, created_at desc);
create index credit_ledger_coupon_idx on public.credit_ledger (coupon_id);

-- ---------------------------------------------------------------------------------------------
-- RLS and privileges

-- coupons: admins manage them through the table (every change audited by trigger); clients
-- read the coupons they hold or that are attached to their bookmarks; lawyers the ones they issued.
alter table public.coupons enable row level security;
revoke all on public.coupons from anon, authenticated;
grant select on public.coupons to authenticated;
grant insert (code, name_korean, name_english, description, discount_type, discount_value, min_amount,
              max_discount, valid_from, valid_until, max_uses, is_active)
  on public.coupons to authenticated;
grant update (code, name_korean, name_english, description, discount_type, discount_value, min_amount,
              max_discount, valid_from, valid_until, max_uses, is_active)
  on public.coupons to authenticated;
grant delete on public.coupons to authenticated;

create policy coupons_select_related on public.coupons
  for select to authenticated
  using (
    (select private.is_admin())
    or issuer_lawyer_id = (select auth.uid())
    or exists (select 1 from public.user_coupons uc where uc.coupon_id = coupons.id and uc.user_id = (select auth.uid()))
    or exists (select 1 from public.lawyer_bookmarks b where b.coupon_id = coupons.id and b.user_id = (select auth.uid()))
  );
create policy coupons_insert_admin on public.coupons
  for insert to authenticated
  with check ((select private.is_admin()) and issuer_lawyer_id is null and current_uses = 0);
create policy coupons_update_admin on public.coupons
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy coupons_delete_admin on public.coupons
  for delete to authenticated
  using ((select private.is_admin()));

-- user_coupons: read own (admins all); written only by functions
alter table public.user_coupons enable row level security;
revoke all on public.user_coupons from anon, authenticated;
grant select on public.user_coupons to authenticated;
create policy user_coupons_select_own_or_admin on public.user_coupons
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- lawyer_bookmarks: the client inserts/deletes their own bookmark of a listed lawyer; the
-- bookmarked lawyer reads it and writes lawyer_message; coupon_id only through issue_lawyer_coupon.
alter table public.lawyer_bookmarks enable row level security;
revoke all on public.lawyer_bookmarks from anon, authenticated;
grant select on public.lawyer_bookmarks to authenticated;
grant insert (user_id, lawyer_id) on public.lawyer_bookmarks to authenticated;
grant update (lawyer_message) on public.lawyer_bookmarks to authenticated;
grant delete on public.lawyer_bookmarks to authenticated;

create policy lawyer_bookmarks_select_party on public.lawyer_bookmarks
  for select to authenticated
  using (user_id = (select auth.uid()) or lawyer_id = (select auth.uid()) or (select private.is_admin()));
create policy lawyer_bookmarks_insert_own on public.lawyer_bookmarks
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.is_listed_lawyer(lawyer_id));
create policy lawyer_bookmarks_update_lawyer_message on public.lawyer_bookmarks
  for update to authenticated
  using (lawyer_id = (select auth.uid()))
  with check (lawyer_id = (select auth.uid()));
create policy lawyer_bookmarks_delete_own on public.lawyer_bookmarks
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- credit_ledger: the lawyer reads their own movements; admins all; written only by functions
alter table public.credit_ledger enable row level security;
revoke all on public.credit_ledger from anon, authenticated;
revoke update, delete, truncate on public.credit_ledger from service_role;
grant select on public.credit_ledger to authenticated;
create policy credit_ledger_select_own_or_admin on public.credit_ledger
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Lawyer coupon issue (spec: lawyer bookmarks screen, sections 5 and 9).
-- Rules, for both discount types as the spec states them: the value is required and a multiple
-- of 10,000; needed credits = value / 100; the credits held must cover it. The coupon is
-- 'LAWYER_' + epoch milliseconds, named '변호사 특별 쿠폰' / 'Lawyer Special Coupon', active,
-- valid from now until the end of the chosen day (KST), usable once, and attached to the
-- bookmark (once per bookmark). The lawyer row is locked, so concurrent issues serialise and
-- can never overdraw. Note: a percentage value must also be <= 100 (coupon constraint), which no
-- multiple of 10,000 is: the spec's rules leave no valid percentage coupon (documented).
create function public.issue_lawyer_coupon(
  bookmark_id uuid,
  discount_type public.discount_type,
  discount_value integer,
  valid_until date
)
returns public.coupons
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_bookmark public.lawyer_bookmarks;
  v_credits integer;
  v_needed integer;
  v_coupon public.coupons;
  v_code text;
  v_ms bigint;
  v_today date := (now() at time zone 'Asia/Seoul')::date;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if issue_lawyer_coupon.discount_type is null or issue_lawyer_coupon.discount_value is null
     or issue_lawyer_coupon.valid_until is null then
    raise exception 'Please fill in all fields.' using errcode = '22023', hint = 'missing_fields';
  end if;
  if issue_lawyer_coupon.discount_value <= 0 or issue_lawyer_coupon.discount_value % 10000 <> 0 then
    raise exception 'Please enter the coupon amount in units of 10,000 won.'
      using errcode = '22023', hint = 'not_multiple_of_10000';
  end if;
  if issue_lawyer_coupon.discount_type = 'percentage' and issue_lawyer_coupon.discount_value > 100 then
    raise exception 'A percentage discount cannot exceed 100%%.' using errcode = '22023', hint = 'percentage_over_100';
  end if;
  if issue_lawyer_coupon.valid_until < v_today then
    raise exception 'The expiry date cannot be before today.' using errcode = '22023', hint = 'valid_until_past';
  end if;

  select * into v_bookmark from public.lawyer_bookmarks b
   where b.id = issue_lawyer_coupon.bookmark_id and b.lawyer_id = v_uid
   for update;
  if not found then
    raise exception 'Bookmark not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_bookmark.coupon_id is not null then
    raise exception 'A coupon has already been issued for this bookmark.'
      using errcode = '23505', hint = 'coupon_already_issued';
  end if;

  v_needed := issue_lawyer_coupon.discount_value / 100;
  select l.credits into v_credits from public.lawyers l where l.id = v_uid for update;
  if v_credits < v_needed then
    raise exception 'Not enough credits. Needed: % credits, held: % credits', v_needed, v_credits
      using errcode = 'P0001', hint = 'insufficient_credits',
            detail = jsonb_build_object('needed', v_needed, 'held', v_credits)::text;
  end if;

  update public.lawyers l set credits = l.credits - v_needed where l.id = v_uid;

  v_ms := floor(extract(epoch from clock_timestamp()) * 1000)::bigint;
  loop
    v_code := 'LAWYER_' || v_ms::text;
    exit when not exists (select 1 from public.coupons c where c.code = v_code);
    v_ms := v_ms + 1;
  end loop;

  insert into public.coupons (code, name_korean, name_english, discount_type, discount_value,
                              valid_from, valid_until, max_uses, is_active, issuer_lawyer_id, created_by)
  values (v_code, '변호사 특별 쿠폰', 'Lawyer Special Coupon', issue_lawyer_coupon.discount_type,
          issue_lawyer_coupon.discount_value, now(),
          ((issue_lawyer_coupon.valid_until + 1)::timestamp at time zone 'Asia/Seoul') - interval '1 microsecond',
          1, true, v_uid, v_uid)
  returning * into v_coupon;

  update public.lawyer_bookmarks b set coupon_id = v_coupon.id where b.id = v_bookmark.id;

  insert into public.credit_ledger (lawyer_id, delta, balance_after, reason, coupon_id, actor_id)
  values (v_uid, -v_needed, v_credits - v_needed, 'coupon_purchase', v_coupon.id, v_uid);

  perform private.write_audit('credits.coupon_purchase', 'lawyers', v_uid::text,
    jsonb_build_object('credits', v_credits), jsonb_build_object('credits', v_credits - v_needed),
    jsonb_build_object('coupon_id', v_coupon.id, 'bookmark_id', v_bookmark.id, 'needed', v_needed));
  return v_coupon;
end;
$$;
revoke execute on function public.issue_lawyer_coupon(uuid, public.discount_type, integer, date) from public, anon, authenticated;
grant execute on function public.issue_lawyer_coupon(uuid, public.discount_type, integer, date) to authenticated;

-- Coupon download by the client: only the coupon attached to their own bookmark, once.
create function public.download_bookmark_coupon(bookmark_id uuid)
returns public.user_coupons
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_bookmark public.lawyer_bookmarks;
  v_coupon public.coupons;
  v_held public.user_coupons;
begin
  if v_uid is null then
    raise exception 'Please login to download coupons' using errcode = '42501';
  end if;
  select * into v_bookmark from public.lawyer_bookmarks b
   where b.id = download_bookmark_coupon.bookmark_id and b.user_id = v_uid;
  if not found then
    raise exception 'Bookmark not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_bookmark.coupon_id is null then
    raise exception 'No coupon from this lawyer yet' using errcode = 'P0002', hint = 'no_coupon';
  end if;
  select * into v_coupon from public.coupons c where c.id = v_bookmark.coupon_id;
  if not v_coupon.is_active or now() > v_coupon.valid_until then
    raise exception 'This coupon is no longer available' using errcode = 'P0001', hint = 'coupon_unavailable';
  end if;
  insert into public.user_coupons (user_id, coupon_id) values (v_uid, v_coupon.id)
  on conflict (user_id, coupon_id) do nothing
  returning * into v_held;
  if v_held.id is null then
    raise exception 'You already have this coupon' using errcode = '23505', hint = 'already_have';
  end if;
  perform private.write_audit('coupon.download', 'user_coupons', v_held.id::text, null,
    jsonb_build_object('user_id', v_uid, 'coupon_id', v_coupon.id, 'bookmark_id', v_bookmark.id));
  return v_held;
end;
$$;
revoke execute on function public.download_bookmark_coupon(uuid) from public, anon, authenticated;
grant execute on function public.download_bookmark_coupon(uuid) to authenticated;

-- Admin: grant a coupon to many users; current holders are skipped. Returns how many got it.
create function public.admin_grant_coupon(coupon_id uuid, user_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_count integer;
  v_granted uuid[];
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_grant_coupon.user_ids is null or cardinality(admin_grant_coupon.user_ids) = 0 then
    raise exception 'Please select at least one user.' using errcode = '22023', hint = 'no_users';
  end if;
  if cardinality(admin_grant_coupon.user_ids) > 10000 then
    raise exception 'Too many users in one grant (at most 10000)' using errcode = '22023', hint = 'too_many_users';
  end if;
  perform 1 from public.coupons c where c.id = admin_grant_coupon.coupon_id;
  if not found then
    raise exception 'Coupon not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  with ins as (
    insert into public.user_coupons (user_id, coupon_id)
    select distinct p.id, admin_grant_coupon.coupon_id
      from public.profiles p
     where p.id = any (admin_grant_coupon.user_ids)
    on conflict (user_id, coupon_id) do nothing
    returning user_id
  )
  select count(*)::integer, coalesce(array_agg(user_id), '{}') into v_count, v_granted from ins;
  perform private.write_audit('coupon.grant', 'coupons', admin_grant_coupon.coupon_id::text, null,
    jsonb_build_object('granted_to', to_jsonb(v_granted)),
    jsonb_build_object('requested', cardinality(admin_grant_coupon.user_ids), 'granted', v_count));
  return v_count;
end;
$$;
revoke execute on function public.admin_grant_coupon(uuid, uuid[]) from public, anon, authenticated;
grant execute on function public.admin_grant_coupon(uuid, uuid[]) to authenticated;

-- Admin: credit top-up (how lawyers obtain credits is not in the spec; an admin grants them,
-- e.g. after an offline payment). Returns the new balance.
create function public.admin_top_up_credits(lawyer_id uuid, amount integer, note text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_before integer;
  v_after integer;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_top_up_credits.amount is null or admin_top_up_credits.amount <= 0
     or admin_top_up_credits.amount > 10000000 then
    raise exception 'The amount must be between 1 and 10,000,000 credits' using errcode = '22023', hint = 'invalid_amount';
  end if;
  if length(admin_top_up_credits.note) > 500 then
    raise exception 'The note must be at most 500 characters' using errcode = '22023', hint = 'invalid_note';
  end if;
  select l.credits into v_before from public.lawyers l where l.id = admin_top_up_credits.lawyer_id for update;
  if not found then
    raise exception 'Lawyer not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  v_after := v_before + admin_top_up_credits.amount;
  update public.lawyers l set credits = v_after where l.id = admin_top_up_credits.lawyer_id;
  insert into public.credit_ledger (lawyer_id, delta, balance_after, reason, note, actor_id)
  values (admin_top_up_credits.lawyer_id, admin_top_up_credits.amount, v_after, 'top_up',
          nullif(btrim(admin_top_up_credits.note), ''), (select auth.uid()));
  perform private.write_audit('credits.top_up', 'lawyers', admin_top_up_credits.lawyer_id::text,
    jsonb_build_object('credits', v_before), jsonb_build_object('credits', v_after),
    jsonb_build_object('amount', admin_top_up_credits.amount, 'note', nullif(btrim(admin_top_up_credits.note), '')));
  return v_after;
end;
$$;
revoke execute on function public.admin_top_up_credits(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.admin_top_up_credits(uuid, integer, text) to authenticated;
