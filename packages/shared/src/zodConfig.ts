// Zod compiles object parsers with `new Function` where it can, and merely probing for that is an
// 'unsafe-eval' Content-Security-Policy violation in the browser (the apps allow no eval). Parsing a
// form's few fields needs no compiler: turn it off before any schema is built (schemas.ts imports
// this first).
import { config } from 'zod';

config({ jitless: true });
