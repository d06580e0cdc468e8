// /lawyers: the two-tab search panel (specialty + sub-category chips, region, one shared search
// term) plus a language filter (optionally verified speakers only), over the live list of listed lawyers. Every filter in effect is
// shown as a removable chip whichever tab is open, with one "Clear filters". Filters and the sort
// are kept in the URL (?specialty=&sub=&region=&lang=&verified=1&q=&sort=): each choice is a history entry,
// so a filtered list can be shared and Back undoes it. Cards come 12 at a time ("Show more").
// The server renders the first page for the URL's state (pages/[...lang]/lawyers.astro); the
// cards stay as they are when this script's own load of the directory gives the same lawyers.
import { fetchLawyers } from '../lib/api/lawyers.ts';
import { countText, directoryKey, directoryResult, renderActiveFilterChips, renderEmptyDirectory, renderSubCategoryChips } from '../components/lawyer/directory.ts';
import { fetchCategories, fetchLanguages, fetchRegions } from '../lib/api/reference.ts';
import { subscribeToLawyerChanges } from '../lib/api/realtime.ts';
import type { Category, Language, Lawyer, Region } from '../lib/api/types.ts';
import { initAuth } from '../lib/auth/session.ts';
import {
  activeFilters,
  DIRECTORY_PAGE_SIZE,
  directoryQuery,
  isSort,
  NO_FILTERS,
  readDirectoryParams,
  subCategoriesOf,
  topLevelCategories,
  withoutFilter,
  type FilterField,
  type LawyerFilters,
  type LawyerSort,
} from '../lib/filters.ts';
import { html } from '../lib/html.ts';
import { i18n, t } from '../lib/i18n/index.ts';
import { categoryName, languageName, regionName } from '../lib/i18n/names.ts';
import { dailyOrder } from '../lib/ordering.ts';
import { toast } from '../lib/toast.ts';
import { initTabs } from '../lib/ui/tabs.ts';
import { bindCardActions, renderCards, renderCardsInto, renderStatus } from '../components/lawyer/list.ts';

initAuth();
initTabs();

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const list = $<HTMLDivElement>('lawyer-list');
const count = $<HTMLParagraphElement>('lawyer-count');
const specialtySelect = $<HTMLSelectElement>('filter-specialty');
const regionSelect = $<HTMLSelectElement>('filter-region');
const languageSelects = [...document.querySelectorAll<HTMLSelectElement>('select[data-language]')];
const verifiedBoxes = [...document.querySelectorAll<HTMLInputElement>('input[data-verified]')];
const searchInputs = [...document.querySelectorAll<HTMLInputElement>('input[data-search]')];
const chipsWrap = $<HTMLDivElement>('subcategory-wrap');
const chips = $<HTMLUListElement>('subcategory-chips');
const activeWrap = $<HTMLDivElement>('active-filters');
const activeChips = $<HTMLUListElement>('active-filter-chips');
const sortSelect = $<HTMLSelectElement>('sort-lawyers');
const moreButton = $<HTMLButtonElement>('show-more');

const params = new URLSearchParams(window.location.search);
// sent here from /lawyer/:id when that lawyer is not listed or failed to load (spec §8)
const notice = params.get('notice');
if (notice === 'lawyer-not-found') toast({ variant: 'destructive', title: t('msg.lawyerNotFound'), description: t('msg.lawyerNotFoundText') });
if (notice === 'lawyer-load-failed') toast({ variant: 'destructive', title: t('msg.dataLoadFailed'), description: t('msg.lawyerLoadFailed') });
let { filters, sort } = readDirectoryParams(params);
/** What the server rendered: the directory's fingerprint and the query it rendered for (its cards stay if both still hold). */
const serverKey = list.dataset.key ?? '';
const serverQuery = directoryQuery({ filters, sort });
/** how many cards of the current result are shown */
let limit = DIRECTORY_PAGE_SIZE;
if (notice) syncUrl('replace');
let lawyers: Lawyer[] | null = null;
let categories: Category[] = [];
let regions: Region[] = [];
let languages: Language[] = [];
let referenceLoaded = false;
let failed = false;

// reference names in the page's language, by id (lib/i18n/names.ts)
const catName = (c: Category) => categoryName(t, c);
const regName = (r: Region) => regionName(t, r);
const langName = (l: Language) => languageName(t, l);

/** 'push' makes a history entry (a choice), 'replace' does not (typing, the notice). */
function syncUrl(mode: 'push' | 'replace'): void {
  const qs = directoryQuery({ filters, sort });
  const url = qs ? `?${qs}` : window.location.pathname;
  if (url === window.location.search || (!qs && !window.location.search)) return;
  if (mode === 'push') history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/** A chip's label: by the loaded reference row (a category added later has its English name), else by id (as the server rendered it). */
function filterLabel(field: FilterField): string {
  const byId = <T extends { id: string }>(items: T[], id: string) => items.find((i) => i.id === id) ?? id;
  switch (field) {
    case 'specialty':
    case 'subCategory':
      return categoryName(t, byId(categories, filters[field]));
    case 'region':
      return regionName(t, byId(regions, filters.region));
    case 'language':
      return languageName(t, byId(languages, filters.language));
    case 'verified':
      return t('lawyers.filter.verified');
    case 'search':
      return t('lawyers.filter.search', { q: filters.search.trim() });
  }
}

function paintActiveFilters(): void {
  activeWrap.hidden = activeFilters(filters).length === 0;
  activeChips.innerHTML = renderActiveFilterChips(filters, filterLabel).value;
}

function fillSelect(select: HTMLSelectElement, allKey: 'lawyers.allSpecialties' | 'lawyers.allRegions' | 'lawyers.allLanguages', items: { id: string; label: string }[], value: string): void {
  select.innerHTML = html`<option value="">${t(allKey)}</option>${items.map((i) => html`<option value="${i.id}">${i.label}</option>`)}`.value;
  select.value = items.some((i) => i.id === value) ? value : '';
}

function paintControls(): void {
  fillSelect(specialtySelect, 'lawyers.allSpecialties', topLevelCategories(categories).map((c) => ({ id: c.id, label: catName(c) })), filters.specialty);
  fillSelect(regionSelect, 'lawyers.allRegions', regions.map((r) => ({ id: r.id, label: regName(r) })), filters.region);
  for (const s of languageSelects) fillSelect(s, 'lawyers.allLanguages', languages.map((l) => ({ id: l.id, label: langName(l) })), filters.language);
  for (const i of searchInputs) if (i.value !== filters.search) i.value = filters.search;
  for (const b of verifiedBoxes) b.checked = filters.verified === '1';
  sortSelect.value = sort;
  // until the categories are here, the chips stay as the server rendered them
  if (referenceLoaded) {
    const subs = filters.specialty ? subCategoriesOf(categories, filters.specialty) : [];
    chipsWrap.hidden = subs.length === 0;
    chips.innerHTML = renderSubCategoryChips(subs, filters.subCategory).value;
  }
  paintActiveFilters();
}

function result(): Lawyer[] {
  return lawyers ? directoryResult(lawyers, { filters, sort }) : [];
}

function paintCount(total: number): void {
  count.textContent = countText(total, limit);
  moreButton.hidden = Math.min(limit, total) >= total;
}

function paintList(): void {
  if (!lawyers) return;
  list.setAttribute('aria-busy', 'false');
  const all = result();
  paintCount(all.length);
  renderCardsInto(list, all.slice(0, limit), limit);
  if (all.length > 0) {
    // cards rendered
  } else if (failed) {
    list.innerHTML = renderStatus(t('msg.dataLoadFailed'), t('msg.lawyerListLoadFailed'), 'alert').value;
  } else {
    list.innerHTML = renderEmptyDirectory(filters).value;
  }
}

function update(next: Partial<LawyerFilters>, nextSort: LawyerSort = sort): void {
  filters = { ...filters, ...next };
  sort = nextSort;
  limit = DIRECTORY_PAGE_SIZE;
  syncUrl('push');
  paintControls();
  paintList();
}

/** The search field of the open tab (the other tab's copy is hidden). */
const visibleSearch = () => searchInputs.find((i) => i.offsetParent !== null) ?? searchInputs[0];

function clearFilters(): void {
  update(NO_FILTERS);
  visibleSearch()?.focus();
}

async function loadLawyers(initial: boolean): Promise<void> {
  try {
    const next = dailyOrder(await fetchLawyers());
    const same = lawyers && !failed && JSON.stringify(next) === JSON.stringify(lawyers);
    // the first load finds what the server rendered (same lawyers, today's order, the URL's state
    // unchanged since): those cards stay, with their photos and layout
    const asRendered = initial && serverKey !== '' && limit === DIRECTORY_PAGE_SIZE && directoryQuery({ filters, sort }) === serverQuery && directoryKey(next) === serverKey;
    lawyers = next;
    failed = false;
    // a refresh that changes nothing leaves the cards (and the focus) alone
    if (same || asRendered) return;
  } catch (e) {
    console.error('Failed to load lawyers', e);
    toast({ variant: 'destructive', title: t('msg.dataLoadFailed'), description: t('msg.lawyerListLoadFailed') });
    if (initial) {
      lawyers = [];
      failed = true;
    }
  }
  paintList();
}

bindCardActions(list);

specialtySelect.addEventListener('change', () => update({ specialty: specialtySelect.value, subCategory: '' }));
regionSelect.addEventListener('change', () => update({ region: regionSelect.value }));
for (const s of languageSelects) s.addEventListener('change', () => update({ language: s.value }));
for (const b of verifiedBoxes) b.addEventListener('change', () => update({ verified: b.checked ? '1' : '' }));
sortSelect.addEventListener('change', () => update({}, isSort(sortSelect.value) ? sortSelect.value : 'neutral'));
/** true while a search term is being typed: the first keystroke makes the history entry */
let typing = false;
for (const input of searchInputs) {
  input.addEventListener('change', () => (typing = false));
  input.addEventListener('blur', () => (typing = false));
  input.addEventListener('input', () => {
    filters = { ...filters, search: input.value };
    limit = DIRECTORY_PAGE_SIZE;
    for (const other of searchInputs) if (other !== input) other.value = input.value;
    // one history entry per search, not per keystroke
    syncUrl(typing ? 'replace' : 'push');
    typing = true;
    paintActiveFilters();
    paintList();
  });
}
activeChips.addEventListener('click', (e) => {
  const chip = (e.target as HTMLElement).closest<HTMLButtonElement>('[data-remove]');
  if (!chip) return;
  update(withoutFilter(filters, chip.dataset.remove as FilterField));
  // focus stays in the chip row (the next chip) or goes to the search field when none is left
  (activeChips.querySelector<HTMLButtonElement>('[data-remove]') ?? visibleSearch())?.focus();
});
$<HTMLButtonElement>('clear-filters').addEventListener('click', clearFilters);
list.addEventListener('click', (e) => {
  if ((e.target as HTMLElement).closest('[data-clear-filters]')) clearFilters();
});
function showMore(): void {
  const all = result();
  const from = limit;
  limit += DIRECTORY_PAGE_SIZE;
  list.insertAdjacentHTML('beforeend', renderCards(all.slice(from, limit)).value);
  paintCount(all.length);
  // the first new card's name link, so keyboard and screen-reader users continue where they were
  list.querySelectorAll<HTMLElement>('.lawyer-card')[from]?.querySelector<HTMLElement>('.lc-name a')?.focus();
}
/** "Show more" clicked on the server-rendered page before this script's load of the directory finished */
let moreWanted = false;
moreButton.addEventListener('click', () => {
  if (lawyers) showMore();
  else moreWanted = true;
});
window.addEventListener('popstate', () => {
  ({ filters, sort } = readDirectoryParams(new URLSearchParams(window.location.search)));
  limit = DIRECTORY_PAGE_SIZE;
  paintControls();
  paintList();
});
chips.addEventListener('click', (e) => {
  const chip = (e.target as HTMLElement).closest<HTMLButtonElement>('[data-sub]');
  if (!chip) return;
  const id = chip.dataset.sub!;
  update({ subCategory: filters.subCategory === id ? '' : id });
  chips.querySelector<HTMLButtonElement>(`[data-sub="${CSS.escape(id)}"]`)?.focus();
});

Promise.all([fetchCategories(), fetchRegions(), fetchLanguages()]).then(
  ([c, r, l]) => {
    categories = c;
    regions = r;
    languages = l;
    referenceLoaded = true;
    paintControls();
  },
  (e: unknown) => console.error('Failed to load filters', e),
);
paintControls();
void loadLawyers(true).then(() => {
  if (moreWanted && lawyers && !failed) showMore();
  moreWanted = false;
  subscribeToLawyerChanges(() => void loadLawyers(false));
});

i18n.subscribe(() => {
  paintControls();
  paintList();
});
