// /admin/audit-log (issue 16): the audit trail, newest first — when, who (the administrator or
// member; '시스템' for the platform's jobs), what (action), on what (entity and id) and what changed
// (before → after, in full when the row is opened). Filterable by action, entity, actor and a KST
// date range; read-only (public.audit_log: administrators read it under RLS, nobody writes it).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  Datagrid, FunctionField, Link, useCreatePath, useGetMany, useListContext, useRecordContext, useTranslate,
} from 'react-admin';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { UserRecord } from '../types.ts';
import { formatDateTime } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { useToast } from '../common/useToast.ts';
import { useCsvExporter } from '../common/csv.ts';
import { AUDIT_CSV, withActors, type AuditRecord } from './auditCsv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { AUDIT_FILTERS } from './auditFilters.tsx';
import { AuditDatagridHeader } from './AuditDatagridHeader.tsx';
import { auditActionLabel, auditChanges, auditEntityLabel } from './auditLabels.ts';

const userName = (u: UserRecord) => u.name_korean || u.name_english || u.email || u.id;

/**
 * The actors of the page's entries, fetched once for the page (one getMany) instead of one
 * ReferenceField per row: each of those was a react-query observer whose every render, mount and
 * result scheduled timers and re-rendered its row — most of the page's main-thread work.
 */
const Actors = createContext<{ byId: Map<string, UserRecord>; pending: boolean }>({ byId: new Map(), pending: false });

function ActorsProvider({ children }: { children: ReactNode }) {
  const { data } = useListContext<AuditRecord>();
  const ids = useMemo(() => [...new Set((data ?? []).flatMap((e) => (e.actor_id ? [e.actor_id] : [])))].sort(), [data]);
  const { data: users, isPending } = useGetMany<UserRecord>('users', { ids }, { enabled: ids.length > 0 });
  const value = useMemo(() => ({ byId: new Map((users ?? []).map((u) => [String(u.id), u])), pending: ids.length > 0 && isPending }), [users, ids.length, isPending]);
  return <Actors.Provider value={value}>{children}</Actors.Provider>;
}

const stopPropagation = (e: { stopPropagation(): void }) => e.stopPropagation();

/** Who: the member's name linking to their page (as ReferenceField link="show" did), '시스템' for the platform. */
function ActorCell({ actorId }: { actorId: string | null }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { byId, pending } = useContext(Actors);
  if (!actorId) return <Typography variant="body2" color="text.secondary">{translate('klegal.audit.platform')}</Typography>;
  const user = byId.get(actorId);
  if (!user) return pending ? <LinearProgress /> : null;
  return (
    <Link to={createPath({ resource: 'users', id: actorId, type: 'show' })} className="RaReferenceField-link" onClick={stopPropagation}>
      <Typography component="span" variant="body2">{userName(user)}</Typography>
    </Link>
  );
}

/** The whole entry, opened under its row. */
function AuditDetail() {
  const e = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!e) return null;
  const block = (key: string, v: unknown) =>
    v === null || v === undefined ? null : (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">{translate(key)}</Typography>
        <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(v, null, 2)}</Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, py: 1 }} data-testid="audit-detail">
      {block('resources.audit-log.fields.before', e.before)}
      {block('resources.audit-log.fields.after', e.after)}
      {block('resources.audit-log.fields.details', e.details)}
    </Box>
  );
}

export default function AuditLogList() {
  const translate = useTranslate();
  const toast = useToast();
  const exporter = useCsvExporter<AuditRecord>('audit-log', AUDIT_CSV, withActors);
  return (
    <ConsoleList
      title={translate('klegal.menu.audit_log')}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={AUDIT_FILTERS}
      exporter={exporter}
      perPage={25}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.common.retry', 'error') }}
    >
      <ActorsProvider>
        {/* optimized: rows re-render when their record changes, not on every list or filter update */}
        <Datagrid optimized bulkActionButtons={false} rowClick="expand" expand={<AuditDetail />} header={AuditDatagridHeader} sx={datagridSx(['changes', 'entity_id'])}>
          <FunctionField<AuditRecord> source="created_at" render={(e) => formatDateTime(e.created_at)} />
          <FunctionField<AuditRecord> source="actor_id" sortable={false} render={(e) => <ActorCell actorId={e.actor_id} />} />
          <FunctionField<AuditRecord> source="action" render={(e) => <span data-action={e.action}>{auditActionLabel(translate, e.action)}</span>} />
          <FunctionField<AuditRecord> source="entity_type" render={(e) => auditEntityLabel(translate, e.entity_type)} />
          <FunctionField<AuditRecord> source="entity_id" render={(e) => <Typography variant="body2" component="code" sx={{ fontSize: 12 }}>{e.entity_id ?? '-'}</Typography>} />
          <FunctionField<AuditRecord> source="changes" label="klegal.audit.changes" sortable={false} render={(e) => auditChanges(e) || '-'} />
        </Datagrid>
      </ActorsProvider>
    </ConsoleList>
  );
}
