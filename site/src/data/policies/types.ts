// The policy pages' texts (privacy, terms, advertising, language support), one module per policy
// with the same sections in each language. Rendered on the server by components/PolicyPage.astro
// (static HTML): import these modules only from .astro frontmatter, never from browser code.
import type { Lang } from '../../lib/i18n/locale.ts';
import { BRAND } from '../../lib/brand.ts';

/** A piece of a paragraph: plain text, bold text, or a link (an href starting with "/" is a site path, moved to the page's language). */
export type Inline = string | { strong: string } | { link: string; href: string };
/** A paragraph or list item: plain text or pieces. */
export type Rich = string | readonly Inline[];
export type Block = { p: Rich } | { ul: readonly Rich[] } | { quote: string };

export interface PolicySection {
  /** The heading, without its number (the page numbers the sections 1, 2, 3...). */
  title: string;
  body: readonly Block[];
}

export type PolicyText = readonly PolicySection[];
export type Policy = Record<Lang, PolicyText>;

export const mail = (address: string): Inline => ({ link: address, href: `mailto:${address}` });
export const tel = (number: string): Inline => ({ link: number, href: `tel:${number.replace(/[^\d+]/g, '')}` });
export { BRAND };

/** The visible text of a paragraph or list item. */
export function plainText(rich: Rich): string {
  if (typeof rich === 'string') return rich;
  return rich.map((part) => (typeof part === 'string' ? part : 'strong' in part ? part.strong : part.link)).join('');
}

/** Every visible text of a policy in one language: headings, paragraphs, list items, quotes. */
export function policyTexts(text: PolicyText): string[] {
  return text.flatMap((section) => [
    section.title,
    ...section.body.flatMap((block) => ('p' in block ? [plainText(block.p)] : 'ul' in block ? block.ul.map(plainText) : [block.quote])),
  ]);
}
