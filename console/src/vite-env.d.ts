/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** MUI's own Tooltip module (vite.config.ts; loaded by src/stubs/mui-tooltip.tsx when first needed). */
declare module 'virtual:mui-tooltip' {
  export { default } from '@mui/material/Tooltip';
}
