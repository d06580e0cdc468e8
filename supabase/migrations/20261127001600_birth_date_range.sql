-- Birth dates (issue 15): a birth date in the future (2030 was accepted at sign-up, after which
-- every profile save failed in the browser) or before 1900 is refused. The same rule as the site's
-- forms (packages/shared/src/birthDate.ts): from 1900-01-01 to today, where "today" is the latest
-- calendar date anywhere on Earth (UTC+14), so nobody born today in their own time zone is refused.
-- The columns' old checks allowed anything up to 2100.
--
-- profiles.birth_date (sign-up, the client profile, the lawyer portal) and
-- free_checkups.date_of_birth (the free check-up form) are checked when a value is written:
-- on insert, and on update when the value changes. Rows stored earlier are left as they are
-- (other columns of such a profile can still be saved; the form asks for a valid date before
-- the birth date itself can be saved again). Out of range: SQLSTATE 23514, hint
-- birth_date_out_of_range, detail {"min": "1900-01-01", "max": <today>}.

create function private.latest_birth_date()
returns date
language sql
stable
set search_path = ''
as $$ select ((now() at time zone 'UTC') + interval '14 hours')::date $$;
comment on function private.latest_birth_date() is
  'The latest acceptable birth date: today somewhere on Earth (the UTC+14 calendar date).';
revoke execute on function private.latest_birth_date() from public, anon, authenticated;

create function private.check_birth_date(p_date date)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_date is not null and (p_date < date '1900-01-01' or p_date > private.latest_birth_date()) then
    raise exception 'The date of birth must be between 1900-01-01 and today'
      using errcode = '23514', hint = 'birth_date_out_of_range',
            detail = jsonb_build_object('min', '1900-01-01', 'max', private.latest_birth_date())::text;
  end if;
end;
$$;
revoke execute on function private.check_birth_date(date) from public, anon, authenticated;

create function private.profiles_check_birth_date()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.birth_date is distinct from old.birth_date then
    perform private.check_birth_date(new.birth_date);
  end if;
  return new;
end;
$$;
revoke execute on function private.profiles_check_birth_date() from public, anon, authenticated;
create trigger profiles_check_birth_date before insert or update of birth_date on public.profiles
  for each row execute function private.profiles_check_birth_date();

create function private.free_checkups_check_birth_date()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.check_birth_date(new.date_of_birth);
  return new;
end;
$$;
revoke execute on function private.free_checkups_check_birth_date() from public, anon, authenticated;
-- after the consent check (free_checkups_a_require_consent), before the rate limits
create trigger free_checkups_b_check_birth_date before insert on public.free_checkups
  for each row execute function private.free_checkups_check_birth_date();
