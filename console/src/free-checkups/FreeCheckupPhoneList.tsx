// The list at phone size (below 600 px; issue 16), loaded only there: react-admin's SimpleList
// with each row's chips and actions on screen.
import { SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { Box, Chip } from '@mui/material';
import type { FreeCheckupRecord } from '../types.ts';
import { formatKoreanDate } from '../common/format.ts';
import { FreeCheckupStatusSelect } from './FreeCheckupStatusSelect.tsx';
import { FreeCheckupDetailsButton } from './FreeCheckupDetailsButton.tsx';

export default function FreeCheckupPhoneList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<FreeCheckupRecord>
      rowClick={false}
      primaryText={(c) => `${c.name} · ${c.category}${c.sub_category ? ` / ${c.sub_category}` : ''}`}
      secondaryText={(c) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mt: 0.5 }} data-testid="checkup-row">
          <Box component="span">
            {formatKoreanDate(c.created_at, locale === 'ko' ? 'ko-KR' : 'en-US')} · {c.email} · {c.mobile}
          </Box>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {c.is_urgent ? <Chip size="small" color="error" label={translate('klegal.checkups.urgent')} /> : null}
            <FreeCheckupStatusSelect checkup={c} />
            <FreeCheckupDetailsButton checkup={c} />
          </Box>
        </Box>
      )}
    />
  );
}
