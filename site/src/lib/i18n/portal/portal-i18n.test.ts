import { describe, expect, it } from 'vitest';
import { portalEn, type PortalKey } from './en.ts';
import { localeOf, translatePortal } from './index.ts';
import { portalDict as ko } from './ko.ts';
import { portalDict as zh } from './zh.ts';
import { portalDict as ja } from './ja.ts';
import { portalDict as vi } from './vi.ts';
import { PORTAL_DICTS } from '../server.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(portalEn) as PortalKey[];

describe.each([['ko', ko], ['zh', zh], ['ja', ja], ['vi', vi]] as const)('portal dictionary %s', (_lang, dict) => {
  it('translates every key', () => {
    expect(keys.filter((k) => !dict[k])).toEqual([]);
  });
  it('keeps the placeholders of the English text', () => {
    for (const k of keys) if (dict[k]) expect({ k, p: placeholders(dict[k]!) }).toEqual({ k, p: placeholders(portalEn[k]) });
  });
  it('has no keys the English source lacks', () => {
    expect(Object.keys(dict).filter((k) => !(k in portalEn))).toEqual([]);
  });
});

describe('portal translate', () => {
  it('fills placeholders; on the server English fills the keys a language lacks', () => {
    expect(translatePortal(portalEn, 'portal.coupon.success', { code: 'LAWYER_1' })).toBe('Coupon "LAWYER_1" downloaded successfully!');
    for (const dict of Object.values(PORTAL_DICTS)) expect(Object.keys(dict).sort()).toEqual(Object.keys(portalEn).sort());
    expect(translatePortal(ko, 'portal.minutes', { n: 20 })).toBe('20분');
  });
  it('uses en-US for English dates', () => {
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('zh')).toBe('zh-Hans');
  });
});
