-- Incomplete lawyer applications (issue 25, item 1). The lawyer sign-up creates the log-in first,
-- then uploads the certificate and inserts the lawyers row; if the upload fails or there is no
-- session yet (e-mail confirmation on), the account exists without a lawyer record. Such an
-- account is an "incomplete application":
--   * it applied as a lawyer: its sign-up metadata says applied_as = 'lawyer' (what the portal's
--     sign-up sends), or it has the spec's lawyer metadata shape ({name_korean, name_english}
--     without the client sign-up's `name`: accounts stranded before applied_as existed);
--   * it has no lawyers row and no role at all (a client, lawyer or administrator is never one).
-- The metadata is the user's own and editable by them; that is fine: it only decides which page
-- the portal shows. Inserting one's own unapproved lawyers row was always allowed (RLS), and
-- approval stays an administrator's act.
--
--   lawyer_application_incomplete()                  the caller's own state (the /lawyer-login flow)
--   admin_incomplete_lawyer_applications()           the console's list (administrators only)
--   admin_remove_incomplete_lawyer_application(id)   deletes such an account, audited
--                                                    (administrators only)

create function private.is_incomplete_lawyer_application(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.users u
     where u.id = p_user_id
       and jsonb_typeof(u.raw_user_meta_data) = 'object'
       and (u.raw_user_meta_data ->> 'applied_as' = 'lawyer'
            or (u.raw_user_meta_data ? 'name_korean' and not u.raw_user_meta_data ? 'name'))
       and not exists (select 1 from public.lawyers l where l.id = u.id)
       and not exists (select 1 from public.user_roles r where r.user_id = u.id)
  );
$$;
revoke execute on function private.is_incomplete_lawyer_application(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The caller's own application: true when the signed-in account applied as a lawyer and has no
-- lawyer record yet (the portal then lets it finish instead of refusing it).
create function public.lawyer_application_incomplete()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.is_incomplete_lawyer_application((select auth.uid())), false);
$$;
revoke execute on function public.lawyer_application_incomplete() from public, anon, authenticated;
grant execute on function public.lawyer_application_incomplete() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The console's list: who applied, when, whether the e-mail is confirmed and a certificate was
-- already uploaded (then only the lawyers row is missing). Newest first.
create function public.admin_incomplete_lawyer_applications()
returns table (
  id uuid,
  email text,
  name_korean text,
  name_english text,
  created_at timestamptz,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  certificate_path text
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
  select u.id, u.email::text,
         coalesce(p.name_korean, private.metadata_text(u.raw_user_meta_data, 'name_korean', 100)),
         coalesce(p.name_english, private.metadata_text(u.raw_user_meta_data, 'name_english', 100)),
         u.created_at, u.email_confirmed_at, u.last_sign_in_at,
         (select o.name from storage.objects o
           where o.bucket_id = 'lawyer-verifications' and o.name like u.id::text || '/%'
           order by o.created_at desc limit 1)
    from auth.users u
    left join public.profiles p on p.id = u.id
   where private.is_incomplete_lawyer_application(u.id)
   order by u.created_at desc, u.id;
end;
$$;
revoke execute on function public.admin_incomplete_lawyer_applications() from public, anon, authenticated;
grant execute on function public.admin_incomplete_lawyer_applications() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Removes an incomplete application: deletes the account (auth.users; the profile and sessions
-- go with it), so the e-mail can apply again. Only an incomplete application (hint
-- not_incomplete: a client, lawyer or administrator is never removed here). Its certificate must
-- be removed first through Storage (the administrators' delete policy on lawyer-verifications):
-- Storage refuses deleting objects in SQL, and a file left behind would outlive its owner
-- (hint certificate_present). Audited as lawyer_application.remove.
create function public.admin_remove_incomplete_lawyer_application(user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user auth.users;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  select * into v_user from auth.users u where u.id = admin_remove_incomplete_lawyer_application.user_id for update;
  if not found then
    raise exception 'Application not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if not private.is_incomplete_lawyer_application(v_user.id) then
    raise exception 'Not an incomplete lawyer application' using errcode = 'P0001', hint = 'not_incomplete';
  end if;
  if exists (select 1 from storage.objects o
              where o.bucket_id = 'lawyer-verifications' and o.name like v_user.id::text || '/%') then
    raise exception 'Remove the uploaded certificate first' using errcode = 'P0001', hint = 'certificate_present';
  end if;
  delete from auth.users u where u.id = v_user.id;
  perform private.write_audit('lawyer_application.remove', 'users', v_user.id::text,
    jsonb_build_object('email', v_user.email, 'created_at', v_user.created_at,
                       'email_confirmed_at', v_user.email_confirmed_at,
                       'name_korean', private.metadata_text(v_user.raw_user_meta_data, 'name_korean', 100),
                       'name_english', private.metadata_text(v_user.raw_user_meta_data, 'name_english', 100)),
    null);
end;
$$;
revoke execute on function public.admin_remove_incomplete_lawyer_application(uuid) from public, anon, authenticated;
grant execute on function public.admin_remove_incomplete_lawyer_application(uuid) to authenticated;
