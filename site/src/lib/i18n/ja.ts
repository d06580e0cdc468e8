import type { Dict } from './en.ts';

export const dict: Dict = {};
