-- A lawyer keeps both names (issue 16). The lawyer sign-up requires the Korean and the English name
-- and the public directory shows them, but profiles.name_korean / name_english are optional for
-- clients (mostly foreigners), so nothing stopped a lawyer from blanking them in the portal.
-- Now an update of a lawyer's profile that sets either name to NULL or blank is refused with
-- SQLSTATE 23514 and the hint 'lawyer_name_required' (the portal shows its Korean message at the
-- field). Checked only when the column changes, so other updates of existing rows never break.
-- Clients and admins are unaffected.

create function private.profiles_lawyer_names_required()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.name_korean is distinct from old.name_korean and coalesce(btrim(new.name_korean), '') = '')
     or (new.name_english is distinct from old.name_english and coalesce(btrim(new.name_english), '') = '') then
    if exists (select 1 from public.user_roles r where r.user_id = new.id and r.role = 'lawyer') then
      raise exception 'A lawyer''s Korean and English names cannot be empty.'
        using errcode = '23514', hint = 'lawyer_name_required';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.profiles_lawyer_names_required() from public, anon, authenticated;

create trigger profiles_lawyer_names_required before update of name_korean, name_english on public.profiles
  for each row execute function private.profiles_lawyer_names_required();
