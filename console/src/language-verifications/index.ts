import { lazy } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';

export default {
  list: lazy(() => import('./LanguageVerificationList.tsx')),
  icon: TranslateIcon,
};
