// inflection (English word forms) as react-admin uses it (alias in vite.config.ts). ra-core builds
// a resource's and a field's default label with it (humanize, inflect, transform) only as the
// fallback text of a translation key; every console resource and field has its Korean and English
// messages (i18n/ko.ts, en.ts), so those fallbacks are never shown. The package is mostly English
// plural/singular tables (about 3 KB gzipped on every list); here underscore, humanize and
// capitalize are inflection's own code and plural/singular are the regular -s / -ies forms.
export function capitalize(str: string): string {
  const s = str.toLowerCase();
  return s.substring(0, 1).toUpperCase() + s.substring(1);
}

export function underscore(str: string, allUpperCase?: boolean): string {
  if (allUpperCase && str === str.toUpperCase()) return str;
  return str
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
}

export function humanize(str: string, lowFirstLetter?: boolean): string {
  const s = str.toLowerCase().replace(/(_ids|_id)$/g, '').replace(/_/g, ' ');
  return lowFirstLetter ? s : capitalize(s);
}

export function pluralize(str: string, plural?: string): string {
  if (plural) return plural;
  if (/s$/i.test(str)) return str;
  return /[^aeiou]y$/i.test(str) ? `${str.slice(0, -1)}ies` : `${str}s`;
}

export function singularize(str: string, singular?: string): string {
  if (singular) return singular;
  if (/[^aeiou]ies$/i.test(str)) return `${str.slice(0, -3)}y`;
  return /[^s]s$/i.test(str) ? str.slice(0, -1) : str;
}

export function inflect(str: string, count: number, singular?: string, plural?: string): string {
  if (Number.isNaN(count)) return str;
  return count === 1 ? singularize(str, singular) : pluralize(str, plural);
}

const TRANSFORMS: Record<string, (s: string) => string> = { pluralize, singularize, underscore, humanize, capitalize };

export function transform(str: string, methods: string[]): string {
  return methods.reduce((s, m) => TRANSFORMS[m]?.(s) ?? s, str);
}
