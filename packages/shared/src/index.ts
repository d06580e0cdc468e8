export * from './constants.ts';
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums, CompositeTypes } from './database.types.ts';
export { Constants as DatabaseConstants } from './database.types.ts';
export * from './bookingRules.ts';
export * from './amount.ts';
export * from './errors.ts';
export * from './redirect.ts';
export * from './storage.ts';
export * from './notifications/index.ts';
