/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  /** legacy name of the publishable key (an anon JWT or sb_publishable_…) */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** MUI's own Tooltip module (vite.config.ts; loaded by src/stubs/mui-tooltip.tsx when first needed). */
declare module 'virtual:mui-tooltip' {
  export { default } from '@mui/material/Tooltip';
}

/** qs's own stringify (vite.config.ts; src/stubs/qs-stringify.ts). */
declare module 'virtual:qs-stringify' {
  const stringify: (object: unknown, options?: Record<string, unknown>) => string;
  export default stringify;
}
