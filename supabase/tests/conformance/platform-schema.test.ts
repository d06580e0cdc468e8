// The auth and storage tables the project and its clients touch have the columns and types of the
// current GoTrue and Storage schemas (issue 18, "Deploying for real"): the bootstrap's tables are
// compared, column by column (name, type, NOT NULL), with the lists below.
//
// Where the lists come from:
// - GoTrue (github.com/supabase/auth, migrations/): 00_init_auth_schema.up.sql (users,
//   refresh_tokens, instances, audit_log_entries), 20210710035447_alter_users.up.sql and
//   20210722035447_adds_confirmed_at.up.sql (phone columns, confirmed_at),
//   20210730183235_add_email_change_confirmed.up.sql, 20210909172000_create_identities_table.up.sql,
//   20210927181326_add_refresh_token_parent.up.sql, 20220114185340_add_banned_until.up.sql,
//   20220323170000_add_user_reauthentication.up.sql, 20220811173540_add_sessions_table.up.sql
//   (sessions, refresh_tokens.session_id), 20221003041349_add_mfa_schema.up.sql (mfa_factors,
//   enums), 20220930041349_add_aal_and_factor_id_to_sessions.up.sql,
//   20221124140122_add_identities_email_column.up.sql, 20221130112646_add_deleted_at.up.sql,
//   20231117164230_add_id_pkey_identities.up.sql, 20240214120130_add_is_anonymous_column.up.sql,
//   20240729123726_add_mfa_phone_config.up.sql, 20240730123726_add_webauthn_configuration.up.sql,
//   and the later session-metadata, OAuth-server and refresh-token migrations (sessions.user_agent,
//   ip, tag, oauth_client_id, scopes,
//   refresh_token_hmac_key, refresh_token_counter; mfa_factors.last_webauthn_challenge_data).
// - Storage (github.com/supabase/storage, migrations/tenant/): 0002-storage-schema.sql,
//   0002-pathtoken-column.sql, 0007-add-public-to-buckets.sql,
//   0011-add-automatic-avif-detection-flag.sql, 0012-add-bucket-custom-limits.sql,
//   0014-use-bytes-for-max-size.sql, 0014-add-version.sql, 0017-alter-owner-data-type.sql (owner_id),
//   0025-custom-metadata.sql (user_metadata), 0038-iceberg-catalog-flag-on-buckets.sql and
//   0045-vector-buckets.sql (buckets.type storage.buckettype), 0026-objects-prefixes.sql and
//   0052-drop-not-used-indexes-and-functions.sql (objects.level added, then dropped),
//   0061-add-objects-signature.sql (objects.signature).
// - Checked against the pg_dump of a hosted project's auth and storage schemas (public on GitHub),
//   whose tables list exactly these columns and types (before Storage's 0052/0061).
// Not emulated: Storage's object versioning (0062-object-versioning-core.sql and later:
// objects.archived_at / is_delete_marker / is_versioned, buckets.versioning_status), which hosted
// projects keep switched off (buckets_versioning_dark_check) and no client of this project uses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';

const tz = 'timestamp with time zone';
const v255 = 'character varying(255)';
type Col = [name: string, type: string, notNull?: 'not null'];

const REFERENCE: Record<string, Col[]> = {
  'auth.users': [
    ['instance_id', 'uuid'], ['id', 'uuid', 'not null'], ['aud', v255], ['role', v255], ['email', v255],
    ['encrypted_password', v255], ['email_confirmed_at', tz], ['invited_at', tz], ['confirmation_token', v255],
    ['confirmation_sent_at', tz], ['recovery_token', v255], ['recovery_sent_at', tz], ['email_change_token_new', v255],
    ['email_change', v255], ['email_change_sent_at', tz], ['last_sign_in_at', tz], ['raw_app_meta_data', 'jsonb'],
    ['raw_user_meta_data', 'jsonb'], ['is_super_admin', 'boolean'], ['created_at', tz], ['updated_at', tz],
    ['phone', 'text'], ['phone_confirmed_at', tz], ['phone_change', 'text'], ['phone_change_token', v255],
    ['phone_change_sent_at', tz], ['confirmed_at', tz], ['email_change_token_current', v255],
    ['email_change_confirm_status', 'smallint'], ['banned_until', tz], ['reauthentication_token', v255],
    ['reauthentication_sent_at', tz], ['is_sso_user', 'boolean', 'not null'], ['deleted_at', tz],
    ['is_anonymous', 'boolean', 'not null'],
  ],
  'auth.identities': [
    ['provider_id', 'text', 'not null'], ['user_id', 'uuid', 'not null'], ['identity_data', 'jsonb', 'not null'],
    ['provider', 'text', 'not null'], ['last_sign_in_at', tz], ['created_at', tz], ['updated_at', tz],
    ['email', 'text'], ['id', 'uuid', 'not null'],
  ],
  'auth.sessions': [
    ['id', 'uuid', 'not null'], ['user_id', 'uuid', 'not null'], ['created_at', tz], ['updated_at', tz],
    ['factor_id', 'uuid'], ['aal', 'auth.aal_level'], ['not_after', tz], ['refreshed_at', 'timestamp without time zone'],
    ['user_agent', 'text'], ['ip', 'inet'], ['tag', 'text'], ['oauth_client_id', 'uuid'],
    ['refresh_token_hmac_key', 'text'], ['refresh_token_counter', 'bigint'], ['scopes', 'text'],
  ],
  'auth.refresh_tokens': [
    ['instance_id', 'uuid'], ['id', 'bigint', 'not null'], ['token', v255], ['user_id', v255], ['revoked', 'boolean'],
    ['created_at', tz], ['updated_at', tz], ['parent', v255], ['session_id', 'uuid'],
  ],
  'auth.mfa_factors': [
    ['id', 'uuid', 'not null'], ['user_id', 'uuid', 'not null'], ['friendly_name', 'text'],
    ['factor_type', 'auth.factor_type', 'not null'], ['status', 'auth.factor_status', 'not null'],
    ['created_at', tz, 'not null'], ['updated_at', tz, 'not null'], ['secret', 'text'], ['phone', 'text'],
    ['last_challenged_at', tz], ['web_authn_credential', 'jsonb'], ['web_authn_aaguid', 'uuid'],
    ['last_webauthn_challenge_data', 'jsonb'],
  ],
  'storage.buckets': [
    ['id', 'text', 'not null'], ['name', 'text', 'not null'], ['owner', 'uuid'], ['created_at', tz], ['updated_at', tz],
    ['public', 'boolean'], ['avif_autodetection', 'boolean'], ['file_size_limit', 'bigint'],
    ['allowed_mime_types', 'text[]'], ['owner_id', 'text'], ['type', 'storage.buckettype', 'not null'],
  ],
  'storage.objects': [
    ['id', 'uuid', 'not null'], ['bucket_id', 'text'], ['name', 'text'], ['owner', 'uuid'], ['created_at', tz],
    ['updated_at', tz], ['last_accessed_at', tz], ['metadata', 'jsonb'], ['path_tokens', 'text[]'], ['version', 'text'],
    ['owner_id', 'text'], ['user_metadata', 'jsonb'], ['signature', 'bytea'],
  ],
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
});
afterAll(async () => { await s?.close(); });

describe(`the platform's auth and storage tables match GoTrue's and Storage's, on ${TEST_DB}`, () => {
  test.each(Object.keys(REFERENCE))('%s', async (table) => {
    const r = await s.db.query<{ name: string; type: string; notnull: boolean }>(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull
         from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
      [table],
    );
    const byName = (a: string[], b: string[]) => String(a[0]).localeCompare(String(b[0]));
    const actual = r.rows.map((c) => [c.name, c.type, ...(c.notnull ? ['not null'] : [])]).sort(byName);
    const expected = REFERENCE[table].map((c): string[] => c.filter((x): x is string => x !== undefined)).sort(byName);
    expect(actual).toEqual(expected);
  });

  test('GoTrue\'s enum values', async () => {
    const r = await s.db.query<{ t: string; labels: string[] }>(
      `select t.typnamespace::regnamespace::text || '.' || t.typname as t, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
         from pg_type t join pg_enum e on e.enumtypid = t.oid
        where t.oid in ('auth.aal_level'::regtype, 'auth.factor_type'::regtype, 'auth.factor_status'::regtype, 'storage.buckettype'::regtype)
        group by 1 order by 1`,
    );
    expect(Object.fromEntries(r.rows.map((x) => [x.t, x.labels]))).toEqual({
      'auth.aal_level': ['aal1', 'aal2', 'aal3'],
      'auth.factor_status': ['unverified', 'verified'],
      'auth.factor_type': ['totp', 'webauthn', 'phone'],
      'storage.buckettype': ['STANDARD', 'ANALYTICS', 'VECTOR'],
    });
  });
});
