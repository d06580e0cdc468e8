-- Lawyer coupons are fixed-amount only (issue 16). The spec lets a lawyer pick a percentage
-- coupon but also requires every lawyer coupon value to be a multiple of 10,000 and charges
-- value / 100 credits for either type; a percentage is at most 100, so no percentage coupon could
-- ever pass and the lawyer was refused with a message about the amount. Decided: a lawyer issues
-- fixed-amount coupons only (the credit price, 100 credits = 10,000 won of discount, only has a
-- meaning for an amount); administrators still create percentage coupons from the console.
-- issue_lawyer_coupon now refuses any other type first, with SQLSTATE 22023 and the hint
-- 'lawyer_coupon_fixed_only', before the amount, the bookmark and the credits. Lawyers cannot
-- write public.coupons directly (no insert/update policy for them), so this function is the only
-- way a lawyer's coupon is created. The signature is unchanged (the discount_type parameter is
-- kept for existing clients). Documented in docs/coupons.md.

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
  if issue_lawyer_coupon.discount_type <> 'fixed' then
    raise exception 'Lawyers can issue fixed-amount coupons only.'
      using errcode = '22023', hint = 'lawyer_coupon_fixed_only';
  end if;
  if issue_lawyer_coupon.discount_value <= 0 or issue_lawyer_coupon.discount_value % 10000 <> 0 then
    raise exception 'Please enter the coupon amount in units of 10,000 won.'
      using errcode = '22023', hint = 'not_multiple_of_10000';
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
