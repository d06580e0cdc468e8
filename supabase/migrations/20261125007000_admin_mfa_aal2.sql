-- Administrators with two-step verification (issue 18): once an administrator has a verified MFA
-- factor (the console's "보안" page enrols an authenticator app), every admin action requires a
-- session raised to aal2 (GoTrue's `aal` claim after POST /factors/:id/verify). Enforced here, in
-- the database, through the access token's claim, so it holds on a hosted project too:
-- private.is_admin(), which every admin policy and admin function checks, is true only when
-- private.admin_aal_ok() is. An administrator without a verified factor keeps working at aal1.
-- An aal1 session of an administrator with a factor is treated as a non-administrator: it still
-- reads its own rows (its own user_roles row included, so the console knows to ask for the code).

-- admin_aal_ok(): no verified factor for the caller, or the token says aal2. Security definer:
-- auth.mfa_factors is not readable by authenticated.
create function private.admin_aal_ok()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = (select auth.uid()) and f.status = 'verified'
      );
$$;
-- Called only by is_admin() (security definer, as its owner): nobody else needs it.
revoke execute on function private.admin_aal_ok() from public, anon, authenticated;

-- is_admin(): the caller holds the admin role and, if it has a verified factor, signed in at aal2.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = (select auth.uid()) and r.role = 'admin'
  ) and private.admin_aal_ok();
$$;
