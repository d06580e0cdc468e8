// /admin/free-checkups (spec §2 "Free consultation request management"): title '무료 상담 신청
// 관리', '총 N개의 신청이 있습니다.', newest first: urgent badge, request date (Korean locale),
// name, contact, category, inline status select, details.
import { lazy, Suspense } from 'react';
import { Datagrid, FunctionField, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { usePhone } from '../common/usePhone.ts';
import { Box, Chip, Typography } from '@mui/material';
import type { FreeCheckupRecord } from '../types.ts';
import { formatKoreanDate } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { checkupStatuses, checkupStatusKey } from '../common/status.ts';
import { useToast } from '../common/useToast.ts';
import { FreeCheckupStatusSelect } from './FreeCheckupStatusSelect.tsx';
import { FreeCheckupDetailsButton } from './FreeCheckupDetailsButton.tsx';
import { useCsvExporter } from '../common/csv.ts';
import { FREE_CHECKUP_CSV } from './freeCheckupCsv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import type { FilterSpec } from '../common/FilterBar.tsx';

const FreeCheckupPhoneList = lazy(() => import('./FreeCheckupPhoneList.tsx'));

const FILTERS: FilterSpec[] = [
  { kind: 'search', source: 'q', placeholder: 'klegal.checkups.search' },
  {
    kind: 'select',
    source: 'status',
    label: 'resources.free-checkups.fields.status',
    emptyText: 'klegal.common.all',
    choices: checkupStatuses.map((s) => ({ id: s, name: checkupStatusKey(s) })),
  },
  { kind: 'switch', source: 'is_urgent', label: 'klegal.checkups.urgent_only' },
];

function Header() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      {/* the top bar's title (the same text) is the page's h1 */}
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {translate('klegal.checkups.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="checkup-total">
        {isPending ? translate('klegal.checkups.loading') : translate('klegal.checkups.total', { count: total ?? 0 })}
      </Typography>
    </Box>
  );
}

export default function FreeCheckupList() {
  const translate = useTranslate();
  const phone = usePhone();
  const toast = useToast();
  const exporter = useCsvExporter<FreeCheckupRecord>('free-checkups', FREE_CHECKUP_CSV);
  const [locale] = useLocaleState();
  return (
      <ConsoleList
        title={translate('klegal.checkups.title')}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={FILTERS}
        exporter={exporter}
        perPage={25}
        queryOptions={{ onError: () => toast('klegal.checkups.load_failed_title', 'klegal.checkups.load_failed_body', 'error') }}
      >
        <Header />
        {phone ? (
          <Suspense fallback={null}>
            <FreeCheckupPhoneList />
          </Suspense>
        ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx(['category', 'name', 'contact'])}>
          <FunctionField<FreeCheckupRecord>
            source="is_urgent"
            render={(c) => (c.is_urgent ? <Chip size="small" color="error" label={translate('klegal.checkups.urgent')} /> : null)}
          />
          <FunctionField<FreeCheckupRecord> source="created_at" render={(c) => formatKoreanDate(c.created_at, locale === 'ko' ? 'ko-KR' : 'en-US')} />
          <FunctionField<FreeCheckupRecord> source="name" render={(c) => c.name} />
          <FunctionField<FreeCheckupRecord>
            source="contact"
            sortable={false}
            render={(c) => (
              <Box>
                <Typography variant="body2">{c.email}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {c.mobile}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<FreeCheckupRecord>
            source="category"
            render={(c) => (
              <Box>
                <Typography variant="body2">{c.category}</Typography>
                {c.sub_category ? (
                  <Typography variant="caption" color="text.secondary">
                    {c.sub_category}
                  </Typography>
                ) : null}
              </Box>
            )}
          />
          <FunctionField<FreeCheckupRecord> source="status" render={(c) => <FreeCheckupStatusSelect checkup={c} />} />
          <FunctionField<FreeCheckupRecord> label="klegal.common.actions" sortable={false} render={(c) => <FreeCheckupDetailsButton checkup={c} />} />
        </Datagrid>
        )}
      </ConsoleList>
  );
}
