// /admin/lawyers/:id/show: the lawyer's full application (account, qualification with the
// certificate, office, fees, profile), approve/revoke, availability (hours, notice, horizon, time off;
// the administrator adds time off on the lawyer's behalf), credits with top-up and history.
import { Datagrid, FunctionField, ReferenceManyField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { DEFAULT_FEES, DURATIONS, storagePublicUrl } from '@klegal/shared';
import { supabaseEnv } from '../providers/supabase.ts';
import type { CreditLedgerRecord, LawyerDetailRecord } from '../types.ts';
import { formatDate, formatDateTime, formatNumber } from '../common/format.ts';
import { FieldGrid, SectionCard } from '../common/SectionCard.tsx';
import { LawyerStatusChip } from './LawyerStatusChip.tsx';
import { LawyerApprovalButton } from './LawyerApprovalButton.tsx';
import { LawyerCertificateButton } from './LawyerCertificateButton.tsx';
import { LawyerAvailability } from './LawyerAvailability.tsx';
import { CreditTopUpButton } from '../credits/CreditTopUpButton.tsx';
import { CreditDelta } from '../credits/CreditDelta.tsx';
import { ConsoleShow } from '../common/ConsoleShow.tsx';
import { ConsolePagination } from '../common/ConsolePagination.tsx';

function Chips({ items }: { items: string[] }) {
  if (!items.length) return <>-</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((i) => (
        <Chip key={i} label={i} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function LawyerApplication() {
  const r = useRecordContext<LawyerDetailRecord>();
  const translate = useTranslate();
  if (!r) return null;
  const f = (k: string) => translate(`resources.lawyers.fields.${k}`);
  const name = r.profiles?.name_korean || r.profiles?.name_english || '-';
  const fee = (d: (typeof DURATIONS)[number]) => {
    const v = r[`fee_${d}min` as const];
    return v != null
      ? `${formatNumber(v)}원`
      : `${translate('klegal.lawyers.not_set')} (${translate('klegal.lawyers.default_fee', { amount: `${formatNumber(DEFAULT_FEES[d])}원` })})`;
  };
  // The list's record is shown until the full one arrives (react-admin's placeholder data).
  const specialties = (r.lawyer_specialties ?? []).map((s) => s.consultation_categories?.name_korean ?? s.category_id);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {/* the stored photo path, served by the configured Supabase API (another origin when hosted) */}
        <Avatar src={storagePublicUrl(r.profile_photo_url, supabaseEnv.url) ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
          {name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.profiles?.name_english} · {r.profiles?.email}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <LawyerStatusChip approved={r.is_approved} />
            <Chip size="small" variant="outlined" label={translate(r.is_visible ? 'klegal.lawyers.visible' : 'klegal.lawyers.hidden')} />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <LawyerCertificateButton path={r.verification_document_url} />
          <LawyerApprovalButton lawyer={r} size="medium" />
        </Stack>
      </Box>

      <SectionCard title={translate('klegal.lawyers.account')} id="lawyer-account">
        <FieldGrid
          items={[
            { label: f('name_korean'), value: r.profiles?.name_korean },
            { label: f('name_english'), value: r.profiles?.name_english },
            { label: f('email'), value: r.profiles?.email },
            { label: f('phone'), value: r.profiles?.phone },
            { label: f('created_at'), value: formatDateTime(r.created_at) },
            { label: f('approved_at'), value: r.approved_at ? formatDateTime(r.approved_at) : null },
          ]}
        />
      </SectionCard>

      <SectionCard title={translate('klegal.lawyers.qualification')} id="lawyer-qualification">
        <FieldGrid
          items={[
            { label: f('qualification_type'), value: translate(`klegal.qualification.${r.qualification_type}`) },
            { label: f('bar_association_number'), value: r.bar_association_number },
            { label: f('bar_association_year'), value: r.bar_association_year },
            { label: f('law_firm'), value: r.law_firm },
            { label: f('school'), value: r.school },
            { label: f('verification_document_url'), value: r.verification_document_url.split('/').pop() },
          ]}
        />
      </SectionCard>

      <SectionCard title={translate('klegal.lawyers.office')} id="lawyer-office">
        <FieldGrid
          items={[
            { label: f('office_phone'), value: r.office_phone },
            { label: f('office_email'), value: r.office_email },
            { label: f('office_address'), value: r.office_address },
            ...DURATIONS.map((d) => ({ label: `${f('fees')} · ${f(`fee_${d}min`)}`, value: fee(d) })),
          ]}
        />
      </SectionCard>

      <SectionCard title={translate('klegal.lawyers.profile')} id="lawyer-profile">
        <FieldGrid
          items={[
            { label: f('specialties'), value: <Chips items={specialties} />, wide: true },
            { label: f('regions'), value: <Chips items={(r.lawyer_regions ?? []).map((x) => x.regions?.name_korean ?? x.region_id)} />, wide: true },
            { label: f('languages'), value: <Chips items={(r.lawyer_languages ?? []).map((x) => x.languages?.name_korean ?? x.language_id)} />, wide: true },
            { label: f('other_languages'), value: r.other_languages, wide: true },
            { label: f('bio'), value: r.bio, wide: true },
            { label: f('major_cases'), value: r.major_cases, wide: true },
            { label: f('other_certifications'), value: r.other_certifications, wide: true },
            { label: f('free_pr'), value: r.free_pr, wide: true },
          ]}
        />
      </SectionCard>

      <LawyerAvailability lawyer={r} name={name} />

      <SectionCard
        title={`${f('credits')}: ${translate('klegal.common.credits_unit', { amount: formatNumber(r.credits) })}`}
        id="lawyer-credits"
        action={<CreditTopUpButton lawyer={{ id: r.id, name, credits: r.credits }} />}
      >
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {translate('klegal.lawyers.credit_history')}
        </Typography>
        <ReferenceManyField reference="credits" target="lawyer_id" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} pagination={<ConsolePagination rowsPerPageOptions={[10]} />}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">-</Typography>}>
            <FunctionField<CreditLedgerRecord> source="created_at" label="resources.credits.fields.created_at" render={(c) => formatDateTime(c.created_at)} />
            <FunctionField<CreditLedgerRecord> source="delta" label="resources.credits.fields.delta" render={(c) => <CreditDelta delta={c.delta} />} />
            <FunctionField<CreditLedgerRecord> source="balance_after" label="resources.credits.fields.balance_after" render={(c) => formatNumber(c.balance_after)} />
            <FunctionField<CreditLedgerRecord> source="reason" label="resources.credits.fields.reason" render={(c) => translate(`klegal.credits.reason.${c.reason}`)} />
            <TextField source="note" label="resources.credits.fields.note" emptyText="-" sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </SectionCard>
      <Typography variant="caption" color="text.secondary">
        ID {r.id} · {formatDate(r.updated_at)}
      </Typography>
    </Box>
  );
}

function LawyerTitle() {
  const r = useRecordContext<LawyerDetailRecord>();
  const translate = useTranslate();
  return <>{`${translate('klegal.menu.lawyers')}${r ? `: ${r.profiles?.name_korean || r.profiles?.name_english || ''}` : ''}`}</>;
}

export default function LawyerShow() {
  return (
    <ConsoleShow title={<LawyerTitle />}>
      <LawyerApplication />
    </ConsoleShow>
  );
}
