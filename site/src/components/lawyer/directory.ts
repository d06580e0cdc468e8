// The /lawyers directory's list as both the server (the first page of cards in the HTML, so the
// page's largest content paints with the document and not after a fetch: issue 15's LCP) and the
// browser (scripts/lawyers.ts, after every choice) render it: the same pure functions of the
// lawyers, the URL's state and the page's language.
import type { Category, Lawyer } from '../../lib/api/types.ts';
import { activeFilters, emptyStateKind, filterLawyers, sortLawyers, type DirectoryState, type FilterField, type LawyerFilters } from '../../lib/filters.ts';
import { html, type Html } from '../../lib/html.ts';
import { renderStatus } from './list.ts';
import { t } from '../../lib/i18n/index.ts';
import { categoryName, languageName, lawyerRegions, lawyerSpecialties, lawyerSpecialty, regionName } from '../../lib/i18n/names.ts';

/** Besides the English and Korean names: regions, and the names shown in the page's language, so a search in it finds them. */
export const searchableNames = (l: Lawyer): string[] => [...l.regions, lawyerSpecialty(t, l), ...lawyerSpecialties(t, l), ...lawyerRegions(t, l)];

/** The lawyers a state shows, in its order; `ordered` must be in today's neutral order. */
export function directoryResult(ordered: readonly Lawyer[], state: DirectoryState): Lawyer[] {
  return sortLawyers(filterLawyers(ordered, state.filters, searchableNames), state.sort);
}

/** 'N lawyers', and 'Showing x of N' while not all are shown. */
export function countText(total: number, limit: number): string {
  const shown = Math.min(limit, total);
  return shown < total ? `${t('lawyers.count', { n: total })} · ${t('lawyers.showing', { shown, n: total })}` : t('lawyers.count', { n: total });
}

/** The message when no lawyer is shown; with filters in effect it offers the way out where the visitor is looking. */
export function renderEmptyDirectory(filters: LawyerFilters): Html {
  const clear = activeFilters(filters).length ? html`<button type="button" class="btn btn-outline" data-clear-filters>${t('lawyers.clearFilters')}</button>` : '';
  return emptyStateKind(filters) === 'noMatch'
    ? renderStatus(t('msg.noMatchingLawyers'), undefined, 'status', clear)
    : renderStatus(t('msg.noRegisteredLawyers'), t('msg.noRegisteredLawyersNote'), 'status', clear);
}

/** A chip's label: the filter's name in the page's language (by id, from the dictionary), or the search term. */
export function filterLabel(filters: LawyerFilters, field: FilterField): string {
  switch (field) {
    case 'specialty':
    case 'subCategory':
      return categoryName(t, filters[field]);
    case 'region':
      return regionName(t, filters.region);
    case 'language':
      return languageName(t, filters.language);
    case 'verified':
      return t('lawyers.filter.verified');
    case 'search':
      return t('lawyers.filter.search', { q: filters.search.trim() });
  }
}

/** The removable chips of the filters in effect. */
export function renderActiveFilterChips(filters: LawyerFilters, label: (field: FilterField) => string = (f) => filterLabel(filters, f)): Html {
  return html`${activeFilters(filters).map((f) => {
    const text = label(f);
    return html`<li><button type="button" class="chip chip-remove" data-remove="${f}" aria-label="${t('lawyers.removeFilter', { label: text })}">${text}<span aria-hidden="true"> ×</span></button></li>`;
  })}`;
}

/** The sub-category chips of the chosen specialty (toggles; the chosen one pressed). */
export function renderSubCategoryChips(subs: readonly Category[], chosen: string): Html {
  return html`${subs.map((c) => html`<li><button type="button" class="chip" data-sub="${c.id}" aria-pressed="${c.id === chosen ? 'true' : 'false'}">${categoryName(t, c)}</button></li>`)}`;
}

/**
 * A fingerprint of the lawyers in the order shown (FNV-1a of their JSON): the server puts it on
 * the list it rendered, and the browser leaves those cards in place when its own load of the
 * directory gives the same (no second paint of the same content, no layout shift). Photo URLs
 * count by path: the server resolves them relative to the page, the browser against its origin.
 */
export function directoryKey(lawyers: readonly Lawyer[]): string {
  const s = JSON.stringify(lawyers, (k, v: unknown) => (k === 'imageUrl' && typeof v === 'string' ? v.replace(/^https?:\/\/[^/]+/i, '') : v));
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${lawyers.length}-${h.toString(36)}`;
}
