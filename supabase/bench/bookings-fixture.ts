// Fixture SQL of the bookings part of `pnpm bench:api`, run on the product schema
// (supabase/migrations) as the platform (no request.jwt.claims: auth.uid() is null), set-based
// with generate_series so 10,000 rows take well under a second on PostgreSQL.
//
// MIX_SQL — 50 approved, visible lawyers, 500 clients (auth.users; the auth trigger makes the
// profiles) and 10,000 bookings over the year around today (-182 .. +182 days): the measured
// lawyer (BENCH_LAWYER) has every 16th booking (625), the other 49 share the rest (~190 each).
// Each lawyer's k-th booking takes slot (k * 1803) mod 2920 of the year (8 slots a day; 1803 is
// coprime with 2920, so slots never repeat and spread evenly over the year). Status from a hash:
//   past   : 65 % completed (paid), 15 % expired holds already swept (cancelled by system),
//            20 % cancelled by the client or lawyer (half refunded)
//   future : 45 % confirmed (paid), 15 % pending + paid, 5 % live holds (expire in 10 min),
//            7 % expired holds not yet swept, 8 % swept, 20 % cancelled by the client or lawyer
//
// sweepSql(round) — 10,000 more bookings, all expired holds (pending, unpaid, hold_expires_at
// within the last hour), consultation_type 'bench-sweep-<round>', on days +190+30·round .. +214+30·round
// (200 per lawyer, clear of the mix and of other rounds); every 5th (2,000) carries a 10 % coupon:
// 4 coupons of the round, each held and used by 500 clients (user_coupons.is_used,
// coupons.current_uses = 500), so the sweep's coupon return runs.

export const BENCH_LAWYER = '00000000-0000-4000-8001-000000000001';

const lawyerId = (n: string) => `('00000000-0000-4000-8001-' || lpad((${n})::text, 12, '0'))::uuid`;
const clientId = (n: string) => `('00000000-0000-4000-8002-' || lpad((${n})::text, 12, '0'))::uuid`;

export const MIX_SQL = `
select set_config('request.jwt.claims', '', false);

insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select ${lawyerId('g')}, 'authenticated', 'authenticated', 'bench-lawyer-' || g || '@bench.test',
       '{"provider": "email", "providers": ["email"]}'::jsonb, jsonb_build_object('name_english', 'Bench Lawyer ' || g),
       now() - interval '400 days', now() - interval '400 days'
  from generate_series(1, 50) g
union all
select ${clientId('g')}, 'authenticated', 'authenticated', 'bench-client-' || g || '@bench.test',
       '{"provider": "email", "providers": ["email"]}'::jsonb, jsonb_build_object('name_english', 'Bench Client ' || g),
       now() - interval '300 days', now() - interval '300 days'
  from generate_series(1, 500) g;

insert into public.lawyers (id, bar_association_number, verification_document_url, fee_20min, fee_40min, fee_60min,
                            is_approved, is_visible, approved_at)
select l.id, 'BENCH-' || l.g, l.id::text || '/' || l.id::text || '-verification.pdf', 50000, 90000, 130000,
       true, true, now() - interval '390 days'
  from (select g, ${lawyerId('g')} as id from generate_series(1, 50) g) l;

insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes, list_fee,
                             discount_amount, fee_amount, status, payment_status, cancelled_by, cancelled_at,
                             created_at, hold_expires_at)
with base as (
  select g,
         case when g % 16 = 0 then 1 else 2 + g % 49 end as lawyer_no,
         1 + (g * 37) % 500 as client_no,
         abs(hashtext('bench-booking-' || g)) % 100 as h
    from generate_series(1, 10000) g
), slotted as (
  select b.*, ((row_number() over (partition by lawyer_no order by g) - 1) * 1803) % 2920 as slot
    from base b
), dated as (
  select s.*, current_date - 182 + (s.slot / 8)::integer as d,
         (array[time '09:00', time '10:00', time '11:00', time '13:00', time '14:00', time '15:00', time '16:00', time '17:00'])[1 + s.slot % 8] as t,
         (array[20, 40, 60])[1 + s.h % 3] as dur
    from slotted s
), kinded as (
  select x.*,
         case
           when x.d < current_date then
             case when x.h < 65 then 'completed' when x.h < 80 then 'swept' else 'cancelled' end
           else
             case when x.h < 45 then 'confirmed' when x.h < 60 then 'paid' when x.h < 65 then 'live'
                  when x.h < 72 then 'expired' when x.h < 80 then 'swept' else 'cancelled' end
         end as kind,
         least(now() - interval '1 hour', ((x.d - 3 - x.h % 20) + x.t) at time zone 'Asia/Seoul') as made
    from dated x
)
select ${clientId('k.client_no')}, ${lawyerId('k.lawyer_no')}, k.d, k.t, k.dur,
       case k.dur when 20 then 50000 when 40 then 90000 else 130000 end, 0,
       case k.dur when 20 then 50000 when 40 then 90000 else 130000 end,
       (case k.kind when 'completed' then 'completed' when 'confirmed' then 'confirmed'
                    when 'swept' then 'cancelled' when 'cancelled' then 'cancelled' else 'pending' end)::public.booking_status,
       (case when k.kind in ('completed', 'confirmed', 'paid') then 'paid'
             when k.kind = 'cancelled' and k.h % 2 = 0 then 'refunded' else 'pending' end)::public.booking_payment_status,
       case k.kind when 'swept' then 'system' when 'cancelled' then case when k.h % 3 = 0 then 'lawyer' else 'client' end end,
       case when k.kind in ('swept', 'cancelled') then k.made + interval '15 minutes' end,
       case k.kind when 'live' then now() - interval '5 minutes'
                   when 'expired' then now() - interval '16 minutes' - (k.h % 30) * interval '1 minute'
                   else k.made end,
       case k.kind when 'live' then now() + interval '10 minutes'
                   when 'expired' then now() - interval '1 minute' - (k.h % 30) * interval '1 minute'
                   else k.made + interval '15 minutes' end
  from kinded k;

analyze public.bookings;
`;

export const sweepSql = (round: number) => `
select set_config('request.jwt.claims', '', false);

insert into public.coupons (code, name_korean, name_english, discount_type, discount_value, valid_from, valid_until,
                            current_uses, is_active)
select 'BENCHSWEEP${round}' || c, '벤치 쿠폰 ' || c, 'Bench coupon ' || c, 'percentage', 10,
       now() - interval '30 days', now() + interval '300 days', 500, true
  from generate_series(1, 4) c;

insert into public.user_coupons (user_id, coupon_id, is_used, used_at, created_at)
select ${clientId('1 + (j - 1) % 500')}, cp.id, true, now() - interval '1 hour', now() - interval '2 days'
  from generate_series(1, 2000) j
  join public.coupons cp on cp.code = 'BENCHSWEEP${round}' || (1 + (j - 1) / 500);

insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes, list_fee,
                             discount_amount, fee_amount, coupon_id, user_coupon_id, status, payment_status,
                             consultation_type, created_at, hold_expires_at)
with h as (
  select g, 1 + (g - 1) % 50 as lawyer_no, (g - 1) / 50 as k,
         (array[20, 40, 60])[1 + g % 3] as dur,
         case when g % 5 = 0 then g / 5 end as j,
         now() - (1 + g % 3600) * interval '1 second' as expires
    from generate_series(1, 10000) g
), priced as (
  select h.*, case h.dur when 20 then 50000 when 40 then 90000 else 130000 end as fee,
         case when h.j is null then 1 + (h.g * 37) % 500 else 1 + (h.j - 1) % 500 end as client_no
    from h
)
select ${clientId('p.client_no')}, ${lawyerId('p.lawyer_no')},
       current_date + 190 + 30 * ${round} + p.k / 8,
       (array[time '09:00', time '10:00', time '11:00', time '13:00', time '14:00', time '15:00', time '16:00', time '17:00'])[1 + p.k % 8],
       p.dur, p.fee,
       case when p.j is null then 0 else p.fee / 10 end,
       case when p.j is null then p.fee else p.fee - p.fee / 10 end,
       uc.coupon_id, uc.id, 'pending', 'pending', 'bench-sweep-${round}', p.expires - interval '15 minutes', p.expires
  from priced p
  left join public.coupons cp on p.j is not null and cp.code = 'BENCHSWEEP${round}' || (1 + (p.j - 1) / 500)
  left join public.user_coupons uc on uc.coupon_id = cp.id and uc.user_id = ${clientId('p.client_no')};

analyze public.bookings;
analyze public.user_coupons;
analyze public.coupons;
`;

/** After the sweep: the 10,000 bench holds, how many are closed by the system, coupons given back. */
export const sweepCheckSql = (round: number) => `
select count(*)::integer as holds,
       (count(*) filter (where b.status = 'cancelled' and b.cancelled_by = 'system' and b.cancelled_at is not null))::integer as swept,
       (select count(*) from public.user_coupons uc join public.coupons c on c.id = uc.coupon_id
         where c.code like 'BENCHSWEEP${round}%' and uc.is_used)::integer as coupons_still_used,
       (select coalesce(sum(c.current_uses), 0) from public.coupons c where c.code like 'BENCHSWEEP${round}%')::integer as coupon_uses,
       (select count(*) from public.audit_log a where a.action = 'booking.expire'
         and a.entity_id in (select x.id::text from public.bookings x where x.consultation_type = 'bench-sweep-${round}'))::integer as audited
  from public.bookings b
 where b.consultation_type = 'bench-sweep-${round}'`;
