// @vitest-environment node
// The four policy pages in the five languages (issue 15): every policy has the same sections in
// every language (same number of sections, the same kinds of blocks in the same order, the same
// number of list items, the same links), no empty text, and no translated section, paragraph or
// list item identical to the English one. The courtesy translations (Chinese, Japanese,
// Vietnamese) say that the English version prevails; English and Korean say nothing of the kind.
// Each policy page imports its own policy module only.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../lib/i18n/locale.ts';
import { ADVERTISING } from './advertising.ts';
import { POLICY_HEAD } from './common.ts';
import { LANGUAGE_SUPPORT } from './language-support.ts';
import { PRIVACY } from './privacy.ts';
import { TERMS } from './terms.ts';
import { plainText, policyTexts, type Block, type Policy, type Rich } from './types.ts';

const POLICIES: Record<string, { policy: Policy; page: string; module: string }> = {
  privacy: { policy: PRIVACY, page: 'privacy-policy', module: 'privacy' },
  terms: { policy: TERMS, page: 'terms-of-service', module: 'terms' },
  advertising: { policy: ADVERTISING, page: 'advertising-policy', module: 'advertising' },
  languageSupport: { policy: LANGUAGE_SUPPORT, page: 'language-support-policy', module: 'language-support' },
};
const TRANSLATIONS = LANGS.filter((l) => l !== 'en');

const kind = (block: Block) => ('p' in block ? 'p' : 'ul' in block ? `ul${block.ul.length}` : 'quote');
const links = (rich: Rich) => (typeof rich === 'string' ? [] : rich.flatMap((part) => (typeof part === 'object' && 'href' in part ? [part.href] : [])));
const blockLinks = (block: Block) => ('p' in block ? links(block.p) : 'ul' in block ? block.ul.flatMap(links) : []);
const blockTexts = (block: Block) => ('p' in block ? [plainText(block.p)] : 'ul' in block ? block.ul.map(plainText) : [block.quote]);
/** The shape of a policy: per section, its blocks' kinds (list length included) and links. */
const shape = (policy: Policy[keyof Policy]) => policy.map((s) => s.body.map((b) => `${kind(b)} ${blockLinks(b).join(' ')}`));

describe.each(Object.entries(POLICIES))('policy %s', (_, { policy, page, module }) => {
  it('exists in every language', () => {
    expect(Object.keys(policy).sort()).toEqual([...LANGS].sort());
    expect(policy.en.length).toBeGreaterThan(0);
  });

  it.each(TRANSLATIONS)('%s has the same sections, blocks, list items and links as English', (lang) => {
    expect(policy[lang].length).toBe(policy.en.length);
    expect(shape(policy[lang])).toEqual(shape(policy.en));
  });

  it.each(LANGS)('%s has no empty text', (lang) => {
    for (const text of policyTexts(policy[lang])) expect(text.trim(), `empty text in ${lang}`).not.toBe('');
    for (const section of policy[lang]) {
      expect(section.body.length).toBeGreaterThan(0);
      for (const block of section.body) {
        const rich = 'p' in block ? [block.p] : 'ul' in block ? block.ul : [];
        for (const r of rich) {
          if (typeof r === 'string') continue;
          expect(r.length).toBeGreaterThan(0);
          for (const part of r) expect((typeof part === 'string' ? part : 'strong' in part ? part.strong : part.link).length).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each(TRANSLATIONS)('%s translates every section, heading, paragraph and list item', (lang) => {
    policy[lang].forEach((section, i) => {
      const english = policy.en[i];
      expect(JSON.stringify(section), `section ${i + 1} in ${lang}`).not.toBe(JSON.stringify(english));
      expect(section.title, `heading ${i + 1} in ${lang}`).not.toBe(english.title);
      section.body.forEach((block, j) => {
        const theirs = blockTexts(block);
        const ours = blockTexts(english.body[j]);
        theirs.forEach((text, k) => expect(text, `section ${i + 1}, block ${j + 1} in ${lang}`).not.toBe(ours[k]));
      });
    });
  });

  it('its page renders the page language of this policy only', () => {
    const source = readFileSync(new URL(`../../pages/[...lang]/${page}.astro`, import.meta.url), 'utf8');
    const imported = [...source.matchAll(/from '\.\.\/\.\.\/data\/policies\/([\w-]+)\.ts'/g)].map((m) => m[1]);
    expect(imported).toEqual([module]);
    expect(source).toMatch(/text=\{\w+\[lang\]\}/);
    expect(source).not.toMatch(/<script/);
  });
});

describe('the policy pages’ head', () => {
  it.each(LANGS)('%s has its dates line, with the date', (lang) => {
    expect(POLICY_HEAD[lang].dates).toContain('{date}');
    if (lang !== 'en') expect(POLICY_HEAD[lang].dates).not.toBe(POLICY_HEAD.en.dates);
  });

  it('the courtesy translations say the English version prevails, English and Korean do not', () => {
    expect(POLICY_HEAD.en.prevails).toBeUndefined();
    expect(POLICY_HEAD.ko.prevails).toBeUndefined();
    for (const lang of ['zh', 'ja', 'vi'] as const) expect(POLICY_HEAD[lang].prevails?.trim()).toBeTruthy();
    // and the language support policy states the same rule
    expect(policyTexts(LANGUAGE_SUPPORT.en).join(' ')).toContain('the English version prevails');
  });
});
