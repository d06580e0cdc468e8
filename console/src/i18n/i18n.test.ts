import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raKo } from './raKo.ts';
import { consoleKo } from './ko.ts';
import { consoleEn } from './en.ts';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(s: string): string[] {
  return [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
}

function leaves(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('react-admin Korean catalogue', () => {
  it('has exactly the keys of ra-language-english', () => {
    expect(keys(raKo).sort()).toEqual(keys(englishMessages).sort());
  });

  it('uses only placeholders react-admin passes', () => {
    const en = new Map(leaves(englishMessages));
    for (const [key, ko] of leaves(raKo)) {
      const enText = en.get(key)!;
      // Korean has one plural form, which may leave out a placeholder of the English forms
      // (never invent one react-admin does not pass)
      for (const p of placeholders(ko)) expect(placeholders(enText), key).toContain(p);
      if (enText.includes('smart_count')) expect(placeholders(ko), key).toContain('smart_count');
    }
  });
});

describe('console catalogues', () => {
  it('English has exactly the Korean keys', () => {
    expect(keys(consoleEn).sort()).toEqual(keys(consoleKo).sort());
  });

  it('English keeps the placeholders of the Korean text', () => {
    const en = new Map(leaves(consoleEn));
    for (const [key, ko] of leaves(consoleKo)) {
      expect([...new Set(placeholders(en.get(key)!))], key).toEqual([...new Set(placeholders(ko))]);
    }
  });

  it('has no empty text', () => {
    for (const [key, text] of [...leaves(consoleKo), ...leaves(raKo)]) {
      if (key === 'ra.boolean.null') continue;
      expect(text.trim(), key).not.toBe('');
    }
  });
});
