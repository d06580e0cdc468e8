// The lawyer field of the top-up dialog: type a name or an e-mail and pick one of the lawyers found
// (common/RecordPicker.tsx).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LawyerRecord } from '../types.ts';
import { RecordPicker } from '../common/RecordPicker.tsx';
import type { TopUpLawyer } from './CreditTopUpDialog.tsx';

const lawyerName = (l: LawyerRecord) => `${l.profiles?.name_korean || l.profiles?.name_english || '-'} (${l.profiles?.email ?? ''})`;

export function LawyerPicker({ value, onChange, error }: { value: TopUpLawyer | null; onChange: (l: TopUpLawyer | null) => void; error?: string }) {
  const translate = useTranslate();
  const [record, setRecord] = useState<LawyerRecord | null>(null);
  return (
    <RecordPicker<LawyerRecord>
      resource="lawyers"
      sort={{ field: 'profiles.name_korean', order: 'ASC' }}
      optionText={lawyerName}
      value={value && record && String(record.id) === value.id ? record : null}
      onChange={(l) => {
        setRecord(l);
        onChange(l ? { id: String(l.id), name: lawyerName(l), credits: l.credits } : null);
      }}
      label={translate('klegal.credits.lawyer')}
      placeholder={translate('klegal.credits.lawyer_search')}
      error={error ? translate(error) : undefined}
      textFieldProps={{ margin: 'normal', required: true, fullWidth: true, helperText: ' ' }}
    />
  );
}
