-- Coupon bounds (issue 14, hardening). Coupons accepted an expiry up to the year 9999 and
-- unbounded amounts. Now, for every coupon written (the admins' table writes and the lawyers'
-- issue_lawyer_coupon alike):
--   - the expiry (valid_until) is at most 5 years ahead: its Korean day is at most today (KST)
--     + 5 years (a coupon ends at 23:59:59.999 KST of its last day);
--   - a fixed discount, min_amount and max_discount are at most 10,000,000 won (a percentage is
--     already at most 100);
--   - max_uses is at most 1,000,000.
-- Checked by a trigger (the limit is relative to now(), which a CHECK constraint cannot be), on
-- insert and on update only for the columns that change: existing rows, whatever they hold,
-- never break this migration nor later updates of other columns (uses counted by bookings,
-- switching a coupon off). Errors: SQLSTATE 23514 with a stable hint per rule (the console maps
-- the hint to its message); issue_lawyer_coupon checks the same before it touches credits and
-- answers 22023 like its other form rules.

create function private.coupons_check_bounds()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_new boolean := tg_op = 'INSERT';
  -- the end of the Korean day 5 years from today (KST)
  v_max_until timestamptz := ((((now() at time zone 'Asia/Seoul')::date + interval '5 years')::date + 1)::timestamp
                              at time zone 'Asia/Seoul') - interval '1 microsecond';
begin
  if (v_new or new.valid_until is distinct from old.valid_until) and new.valid_until > v_max_until then
    raise exception 'The expiry date can be at most 5 years from today.'
      using errcode = '23514', hint = 'valid_until_too_far';
  end if;
  if (v_new or new.discount_value is distinct from old.discount_value or new.discount_type is distinct from old.discount_type)
     and new.discount_type = 'fixed' and new.discount_value > 10000000 then
    raise exception 'A fixed discount can be at most 10,000,000 won.'
      using errcode = '23514', hint = 'discount_too_large';
  end if;
  if (v_new or new.min_amount is distinct from old.min_amount) and new.min_amount > 10000000 then
    raise exception 'The minimum amount can be at most 10,000,000 won.'
      using errcode = '23514', hint = 'min_amount_too_large';
  end if;
  if (v_new or new.max_discount is distinct from old.max_discount) and new.max_discount > 10000000 then
    raise exception 'The maximum discount can be at most 10,000,000 won.'
      using errcode = '23514', hint = 'max_discount_too_large';
  end if;
  if (v_new or new.max_uses is distinct from old.max_uses) and new.max_uses > 1000000 then
    raise exception 'The maximum number of uses can be at most 1,000,000.'
      using errcode = '23514', hint = 'max_uses_too_large';
  end if;
  return new;
end;
$$;
revoke execute on function private.coupons_check_bounds() from public, anon, authenticated;
create trigger coupons_check_bounds before insert or update on public.coupons
  for each row execute function private.coupons_check_bounds();

-- issue_lawyer_coupon: as before (20261122000600), plus the two bounds that apply to a lawyer's
-- coupon (a fixed value of at most 10,000,000 won, an expiry at most 5 years ahead), checked with
-- the other form rules, before the bookmark and the credits.
create or replace function public.issue_lawyer_coupon(
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
  if issue_lawyer_coupon.discount_value > 10000000 then
    raise exception 'A fixed discount can be at most 10,000,000 won.' using errcode = '22023', hint = 'discount_too_large';
  end if;
  if issue_lawyer_coupon.valid_until < v_today then
    raise exception 'The expiry date cannot be before today.' using errcode = '22023', hint = 'valid_until_past';
  end if;
  if issue_lawyer_coupon.valid_until > (v_today + interval '5 years')::date then
    raise exception 'The expiry date can be at most 5 years from today.' using errcode = '22023', hint = 'valid_until_too_far';
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
