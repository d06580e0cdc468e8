// The database side of change capture. There is no logical replication on PGlite, so a row
// trigger on every table of the `supabase_realtime` publication queues committed changes in
// `_local.realtime_changes` and NOTIFYs the server, which drains the queue in order. Only
// committed rows are ever seen (a rolled-back transaction takes its queue rows with it) and
// NOTIFY is delivered at commit.
//
// Everything lives in `_local` (no USAGE for API roles) and is owned by the superuser the
// server connects as; the capture trigger is SECURITY DEFINER with a pinned search_path so a
// write by any role can queue its change without being able to read the queue.

export const CAPTURE_TRIGGER = '_local_realtime_capture';
export const NOTIFY_CHANNEL = '_local_realtime';

export const INSTALL_SQL = /* sql */ `
create schema if not exists _local;
revoke all on schema _local from public;

create table if not exists _local.realtime_changes (
  id bigserial primary key,
  relid oid not null,
  schema_name text not null,
  table_name text not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp text not null
);
revoke all on _local.realtime_changes from public;

-- Tables somebody is subscribed to right now; the trigger skips every other table, so writes
-- to published tables nobody listens to cost one index probe.
create table if not exists _local.realtime_active (relid oid primary key);
revoke all on _local.realtime_active from public;

create or replace function _local.realtime_capture() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $fn$
begin
  if not exists (select 1 from _local.realtime_active a where a.relid = tg_relid) then
    return null;
  end if;
  insert into _local.realtime_changes (relid, schema_name, table_name, action, record, old_record, commit_timestamp)
  values (
    tg_relid, tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    -- Realtime's commit_timestamp format; one value per transaction like a commit time
    to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  );
  -- Same payload for every row: Postgres folds duplicates into one notification per commit.
  perform pg_notify('${NOTIFY_CHANNEL}', '');
  return null;
end
$fn$;
revoke all on function _local.realtime_capture() from public;

-- Puts the capture trigger on every published table and removes it from tables that left the
-- publication. Returns the published tables. A table that cannot be locked quickly (busy on
-- PostgreSQL) is skipped and picked up by the next scan.
create or replace function _local.realtime_sync_triggers()
returns table (relid text, schema_name text, table_name text)
language plpgsql set search_path = pg_catalog, pg_temp as $fn$
declare
  r record;
begin
  for r in
    select c.oid, n.nspname, c.relname
      from pg_publication_tables p
      join pg_namespace n on n.nspname = p.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime'
       and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = '${CAPTURE_TRIGGER}')
  loop
    begin
      perform set_config('lock_timeout', '2s', true);
      execute format('create trigger ${CAPTURE_TRIGGER} after insert or update or delete on %I.%I for each row execute function _local.realtime_capture()', r.nspname, r.relname);
    exception when others then
      raise warning 'realtime: could not install change capture on %.%: %', r.nspname, r.relname, sqlerrm;
    end;
  end loop;

  for r in
    select c.oid, n.nspname, c.relname
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = '${CAPTURE_TRIGGER}'
       and not t.tgisinternal
       and t.tgparentid = 0
       and not exists (select 1 from pg_publication_tables p
                        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    begin
      perform set_config('lock_timeout', '2s', true);
      execute format('drop trigger if exists ${CAPTURE_TRIGGER} on %I.%I', r.nspname, r.relname);
    exception when others then
      raise warning 'realtime: could not remove change capture from %.%: %', r.nspname, r.relname, sqlerrm;
    end;
  end loop;

  return query
    select c.oid::text, n.nspname::text, c.relname::text
      from pg_publication_tables p
      join pg_namespace n on n.nspname = p.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime';
end
$fn$;
revoke all on function _local.realtime_sync_triggers() from public;

-- SQL boolean expression for one filter set (a list of {col, op, neg, val, vals}) over the row
-- alias "r", with filter values cast to the column types, so comparisons follow Postgres
-- semantics (numbers, timestamps, uuids, collations). Raises on unknown columns/operators.
create or replace function _local.realtime_filter_sql(p_rel regclass, p_filters jsonb)
returns text
language plpgsql stable set search_path = pg_catalog, pg_temp as $fn$
declare
  f jsonb;
  v_type text;
  v_col text;
  v_val text;
  v_cond text;
  v_all text[] := '{}';
begin
  for f in select * from jsonb_array_elements(p_filters) loop
    v_col := f ->> 'col';
    select format_type(a.atttypid, a.atttypmod) into v_type
      from pg_attribute a
     where a.attrelid = p_rel and a.attname = v_col and a.attnum > 0 and not a.attisdropped;
    if v_type is null then
      raise exception 'invalid column for filter %', v_col;
    end if;
    v_val := f ->> 'val';
    v_cond := case f ->> 'op'
      when 'eq' then format('r.%I = %L::%s', v_col, v_val, v_type)
      when 'neq' then format('r.%I <> %L::%s', v_col, v_val, v_type)
      when 'lt' then format('r.%I < %L::%s', v_col, v_val, v_type)
      when 'lte' then format('r.%I <= %L::%s', v_col, v_val, v_type)
      when 'gt' then format('r.%I > %L::%s', v_col, v_val, v_type)
      when 'gte' then format('r.%I >= %L::%s', v_col, v_val, v_type)
      when 'in' then format('r.%I = any(%L::%s[])', v_col,
                            (select coalesce(array_agg(x), '{}')::text from jsonb_array_elements_text(f -> 'vals') x), v_type)
      when 'isdistinct' then format('r.%I is distinct from %L::%s', v_col, v_val, v_type)
      when 'like' then format('r.%I::text like %L', v_col, v_val)
      when 'ilike' then format('r.%I::text ilike %L', v_col, v_val)
      when 'match' then format('r.%I::text ~ %L', v_col, v_val)
      when 'imatch' then format('r.%I::text ~* %L', v_col, v_val)
      when 'is' then case lower(coalesce(v_val, 'null'))
                       when 'null' then format('r.%I is null', v_col)
                       when 'true' then format('r.%I is true', v_col)
                       when 'false' then format('r.%I is false', v_col)
                       when 'unknown' then format('r.%I is unknown', v_col)
                     end
    end;
    if v_cond is null then
      raise exception 'unsupported filter %', f;
    end if;
    if (f ->> 'neg')::boolean then
      v_cond := 'not (' || v_cond || ')';
    end if;
    v_all := v_all || ('(' || v_cond || ')');
  end loop;
  if cardinality(v_all) = 0 then
    return 'true';
  end if;
  return array_to_string(v_all, ' and ');
end
$fn$;
revoke all on function _local.realtime_filter_sql(regclass, jsonb) from public;

-- Checks a subscription's table and filters when a channel joins: null when fine, otherwise the
-- reason (unknown table or column, value that does not cast to the column type, ...).
create or replace function _local.realtime_validate(p_schema text, p_table text, p_filters jsonb)
returns text
language plpgsql volatile set search_path = pg_catalog, pg_temp as $fn$
declare
  v_rel regclass := to_regclass(format('%I.%I', p_schema, p_table));
  v_ok boolean;
begin
  if v_rel is null then
    return format('relation %I.%I does not exist', p_schema, p_table);
  end if;
  begin
    execute format('select coalesce(%s, false) from jsonb_populate_record(null::%s, ''{}'') r',
                   _local.realtime_filter_sql(v_rel, p_filters), v_rel) into v_ok;
  exception when others then
    return sqlerrm;
  end;
  return null;
end
$fn$;
revoke all on function _local.realtime_validate(text, text, jsonb) from public;

-- Everything the server needs to fan out a run of changes to one table, in one round trip:
--   p_actions  INSERT / UPDATE / DELETE per change
--   p_rows     per change, the new row (the old row for DELETE): filters and the key lookup use it
--   p_filters  distinct filter sets of the candidate bindings
--   p_checks   distinct subscriber identities: {role, claims, f: [filter set indexes, -1 = none]}
-- Returns the table's facts (rls, replica identity, columns with pg type names and pk flags),
-- per filter set the result per change (null when it cannot be evaluated), the columns each
-- role may SELECT and, per identity, the indexes of the changes visible to it. Visibility is
-- Realtime's apply_rls rule: the role must be able to read the primary key; on an RLS table an
-- INSERT/UPDATE is visible when selecting the row by primary key as that role, with its JWT
-- claims, finds it (one query per identity for the whole run); DELETE skips RLS.
-- SECURITY INVOKER on purpose: it switches role per identity, which a definer function cannot.
create or replace function _local.realtime_check(p_rel oid, p_actions text[], p_rows jsonb, p_filters jsonb, p_checks jsonb)
returns jsonb
language plpgsql volatile set search_path = pg_catalog, pg_temp as $fn$
declare
  v_rel regclass;
  v_rls boolean;
  v_ident text;
  v_cols jsonb;
  v_pk_match text;
  v_n int := jsonb_array_length(p_rows);
  v_filter_results jsonb := '[]';
  v_roles jsonb := '{}';
  v_visible jsonb := '[]';
  f jsonb;
  c jsonb;
  v_res jsonb;
  v_role text;
  v_claims jsonb;
  v_pk_selectable boolean;
  v_cand int[];
  v_rls_cand int[];
  v_free int[];
  v_seen jsonb;
begin
  select cl.oid::regclass, cl.relrowsecurity, cl.relreplident::text
    into v_rel, v_rls, v_ident
    from pg_class cl where cl.oid = p_rel;
  if v_rel is null then
    return null;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname,
                                               'pk', coalesce(a.attnum = any(k.conkey), false))
                            order by a.attnum), '[]')
    into v_cols
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_constraint k on k.conrelid = p_rel and k.contype = 'p'
   where a.attrelid = p_rel and a.attnum > 0 and not a.attisdropped;

  -- "t.<pk> = (e.j ->> '<pk>')::<type> and ...": the captured row's key, typed, against the table
  select string_agg(format('t.%I = (e.j ->> %L)::%s', a.attname, a.attname, format_type(a.atttypid, a.atttypmod)), ' and ')
    into v_pk_match
    from pg_constraint k
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
   where k.conrelid = p_rel and k.contype = 'p';

  for f in select * from jsonb_array_elements(p_filters) loop
    begin
      execute format('select coalesce(jsonb_agg(coalesce(%s, false) order by e.ord), ''[]'')
                        from jsonb_array_elements($1) with ordinality e(j, ord)
                        cross join lateral jsonb_populate_record(null::%s, e.j) r',
                     _local.realtime_filter_sql(v_rel, f), v_rel)
        into v_res using p_rows;
      v_filter_results := v_filter_results || jsonb_build_array(v_res);
    exception when others then
      v_filter_results := v_filter_results || 'null'::jsonb;
    end;
  end loop;

  for c in select * from jsonb_array_elements(p_checks) loop
    v_role := c ->> 'role';
    -- changes this identity has a binding for whose filter passed
    select coalesce(array_agg(i), '{}') into v_cand
      from generate_series(0, v_n - 1) i
     where exists (select 1 from jsonb_array_elements_text(c -> 'f') x
                    where x::int = -1 or (v_filter_results -> (x::int) -> i) = 'true'::jsonb);
    if cardinality(v_cand) = 0 then
      v_visible := v_visible || '[[]]'::jsonb;
      continue;
    end if;
    if not v_roles ? v_role then
      if exists (select 1 from pg_roles where rolname = v_role) then
        v_roles := v_roles || jsonb_build_object(v_role, (
          select coalesce(jsonb_agg(x ->> 'name'), '[]')
            from jsonb_array_elements(v_cols) x
           where has_column_privilege(v_role, p_rel, (x ->> 'name')::name, 'SELECT')));
      else
        v_roles := v_roles || jsonb_build_object(v_role, null);
      end if;
    end if;
    -- the role must be able to read the primary key (Realtime answers 401 otherwise)
    select coalesce(bool_and(v_roles -> v_role ? (x ->> 'name')), false) and count(*) > 0
      into v_pk_selectable
      from jsonb_array_elements(v_cols) x
     where (x ->> 'pk')::boolean;
    if jsonb_typeof(v_roles -> v_role) is distinct from 'array' or not v_pk_selectable then
      v_visible := v_visible || '[[]]'::jsonb;
      continue;
    end if;
    if not v_rls then
      v_visible := v_visible || jsonb_build_array(to_jsonb(v_cand));
      continue;
    end if;
    select coalesce(array_agg(i) filter (where p_actions[i + 1] = 'DELETE'), '{}'),
           coalesce(array_agg(i) filter (where p_actions[i + 1] <> 'DELETE'), '{}')
      into v_free, v_rls_cand
      from unnest(v_cand) i;
    v_res := to_jsonb(v_free);
    if cardinality(v_rls_cand) > 0 then
      v_claims := coalesce(c -> 'claims', '{}');
      begin
        perform set_config('role', v_role, true),
                set_config('request.jwt.claims', v_claims::text, true),
                set_config('request.jwt.claim.sub', coalesce(v_claims ->> 'sub', ''), true),
                set_config('request.jwt.claim.role', v_role, true),
                set_config('request.jwt.claim.email', coalesce(v_claims ->> 'email', ''), true);
        execute format('select coalesce(jsonb_agg((e.ord - 1)::int), ''[]'')
                          from jsonb_array_elements($1) with ordinality e(j, ord)
                         where (e.ord - 1)::int = any($2)
                           and exists (select 1 from %s t where %s)', v_rel, v_pk_match)
          into v_seen using p_rows, v_rls_cand;
        perform set_config('role', 'none', true);
        v_res := v_res || v_seen;
      exception when others then
        null; -- a policy that fails for this identity hides the rows from it
      end;
    end if;
    v_visible := v_visible || jsonb_build_array(v_res);
  end loop;
  perform set_config('role', 'none', true);

  return jsonb_build_object('rls', v_rls, 'ident', v_ident, 'cols', v_cols,
                            'filters', v_filter_results, 'roles', v_roles, 'visible', v_visible);
end
$fn$;
revoke all on function _local.realtime_check(oid, text[], jsonb, jsonb, jsonb) from public;
`;
