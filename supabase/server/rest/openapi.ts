// A minimal Swagger 2.0 document for `GET /rest/v1/`, shaped like PostgREST's (OpenAPI.hs) as far
// as ra-supabase's guessers and supabase-js getOpenApiSpec() read it: definitions with typed
// properties, PK/FK notes in descriptions, and rowFilter parameters per column.
import type { Column, Routine, SchemaCache, Table } from './schema.ts';

function shortType(t: string): string {
  return t.replace(/^(public|pg_catalog)\./, '');
}

function swaggerType(c: Column): Record<string, unknown> {
  const t = c.type;
  if (t.endsWith('[]')) return { type: 'array', items: { type: 'string' }, format: shortType(t) };
  if (/^(smallint|integer|bigint)$/.test(t)) return { type: 'integer', format: t };
  if (/^(numeric|real|double precision)$/.test(t)) return { type: 'number', format: t };
  if (t === 'boolean') return { type: 'boolean', format: t };
  if (t === 'json' || t === 'jsonb') return { format: t };
  return { type: 'string', format: shortType(t) };
}

function definition(t: Table): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const c of t.columns) {
    const notes: string[] = [];
    if (t.pk.includes(c.name)) notes.push('Note:\nThis is a Primary Key.<pk/>');
    const fk = t.rels.find((r) => r.forward && r.columns.length === 1 && r.columns[0][0] === c.name && r.foreign.kind !== 'view');
    if (fk) notes.push(`Note:\nThis is a Foreign Key to \`${fk.foreign.name}.${fk.columns[0][1]}\`.<fk table='${fk.foreign.name}' column='${fk.columns[0][1]}'/>`);
    const description = [c.description, ...notes].filter(Boolean).join('\n\n');
    properties[c.name] = { ...(c.default ? { default: c.default } : {}), ...(description ? { description } : {}), ...swaggerType(c) };
  }
  const required = t.columns.filter((c) => c.notNull && c.default === null && !c.identity && !c.generated).map((c) => c.name);
  return { ...(t.description ? { description: t.description } : {}), ...(required.length ? { required } : {}), properties, type: 'object' };
}

export function openApiDocument(cache: SchemaCache, schema: string, host: string | undefined): unknown {
  const tables = [...cache.tables.values()].filter((t) => t.schema === schema).sort((a, b) => a.name.localeCompare(b.name));
  const routines: Routine[] = [...cache.routines.values()].flat().filter((r) => r.schema === schema).sort((a, b) => a.name.localeCompare(b.name));
  const definitions: Record<string, unknown> = {};
  const parameters: Record<string, unknown> = {
    select: { name: 'select', description: 'Filtering Columns', required: false, in: 'query', type: 'string' },
    order: { name: 'order', description: 'Ordering', required: false, in: 'query', type: 'string' },
    range: { name: 'Range', description: 'Limiting and Pagination', required: false, in: 'header', type: 'string' },
    offset: { name: 'offset', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
    limit: { name: 'limit', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
    preferCount: { name: 'Prefer', description: 'Preference', required: false, in: 'header', type: 'string', enum: ['count=none'] },
    preferReturn: { name: 'Prefer', description: 'Preference', required: false, in: 'header', type: 'string', enum: ['return=representation', 'return=minimal', 'return=none'] },
  };
  const paths: Record<string, unknown> = {
    '/': { get: { produces: ['application/openapi+json', 'application/json'], responses: { 200: { description: 'OK' } }, summary: 'OpenAPI description (this document)', tags: ['Introspection'] } },
  };
  for (const t of tables) {
    definitions[t.name] = definition(t);
    const rowFilters = t.columns.map((c) => {
      const name = `rowFilter.${t.name}.${c.name}`;
      parameters[name] = { name: c.name, required: false, in: 'query', type: 'string', format: shortType(c.type) };
      return { $ref: `#/parameters/${name}` };
    });
    parameters[`body.${t.name}`] = { name: t.name, description: t.name, required: false, in: 'body', schema: { $ref: `#/definitions/${t.name}` } };
    const ok = { 200: { description: 'OK', schema: { items: { $ref: `#/definitions/${t.name}` }, type: 'array' } }, 206: { description: 'Partial Content' } };
    const tag = [t.name];
    paths[`/${t.name}`] = {
      get: { parameters: [...rowFilters, { $ref: '#/parameters/select' }, { $ref: '#/parameters/order' }, { $ref: '#/parameters/range' }, { $ref: '#/parameters/offset' }, { $ref: '#/parameters/limit' }, { $ref: '#/parameters/preferCount' }], responses: ok, tags: tag },
      ...(t.kind === 'table' || t.kind === 'partitioned' || t.kind === 'view' ? {
        post: { parameters: [{ $ref: `#/parameters/body.${t.name}` }, { $ref: '#/parameters/select' }, { $ref: '#/parameters/preferReturn' }], responses: { 201: { description: 'Created' } }, tags: tag },
        delete: { parameters: [...rowFilters, { $ref: '#/parameters/preferReturn' }], responses: { 204: { description: 'No Content' } }, tags: tag },
        patch: { parameters: [...rowFilters, { $ref: `#/parameters/body.${t.name}` }, { $ref: '#/parameters/preferReturn' }], responses: { 204: { description: 'No Content' } }, tags: tag },
      } : {}),
    };
  }
  for (const r of routines) {
    const props: Record<string, unknown> = {};
    for (const p of r.params) if (p.name) props[p.name] = { format: shortType(p.type), type: 'string' };
    const required = r.params.filter((p) => p.name && !p.hasDefault).map((p) => p.name);
    const body = { in: 'body', name: 'args', required: true, schema: { properties: props, ...(required.length ? { required } : {}), type: 'object' } };
    paths[`/rpc/${r.name}`] = {
      post: { ...(r.description ? { description: r.description } : {}), parameters: [body, { $ref: '#/parameters/preferParams' }], produces: ['application/json', 'application/vnd.pgrst.object+json'], responses: { 200: { description: 'OK' } }, tags: ['(rpc) ' + r.name] },
    };
  }
  parameters.preferParams = { name: 'Prefer', description: 'Preference', required: false, in: 'header', type: 'string', enum: ['params=single-object'] };
  return {
    swagger: '2.0',
    info: { description: '', title: 'standard public schema', version: '12.2.0' },
    ...(host ? { host } : {}),
    basePath: '/',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
    parameters,
    externalDocs: { description: 'PostgREST Documentation', url: 'https://postgrest.org/en/v12/references/api.html' },
  };
}
