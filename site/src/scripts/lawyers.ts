// /lawyers: the two-tab search panel (specialty + sub-category chips, region, one shared search
// term) plus a language filter, over the live list of listed lawyers. Filters are kept in the URL
// (?specialty=&sub=&region=&lang=&q=) so a filtered list can be shared and survives reloads.
import { fetchLawyers } from '../lib/api/lawyers.ts';
import { fetchCategories, fetchLanguages, fetchRegions } from '../lib/api/reference.ts';
import { subscribeToLawyerChanges } from '../lib/api/realtime.ts';
import type { Category, Language, Lawyer, Region } from '../lib/api/types.ts';
import { initAuth } from '../lib/auth/session.ts';
import { emptyStateKind, filterLawyers, NO_FILTERS, subCategoriesOf, topLevelCategories, type LawyerFilters } from '../lib/filters.ts';
import { html } from '../lib/html.ts';
import { i18n, t } from '../lib/i18n/index.ts';
import { KO } from '../lib/messages.ts';
import { dailyOrder } from '../lib/ordering.ts';
import { toast } from '../lib/toast.ts';
import { initTabs } from '../lib/ui/tabs.ts';
import { bindCardActions, renderCardsInto, renderStatus } from '../components/lawyer/list.ts';

initAuth();
initTabs();

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const list = $<HTMLDivElement>('lawyer-list');
const count = $<HTMLParagraphElement>('lawyer-count');
const specialtySelect = $<HTMLSelectElement>('filter-specialty');
const regionSelect = $<HTMLSelectElement>('filter-region');
const languageSelects = [...document.querySelectorAll<HTMLSelectElement>('select[data-language]')];
const searchInputs = [...document.querySelectorAll<HTMLInputElement>('input[data-search]')];
const chipsWrap = $<HTMLDivElement>('subcategory-wrap');
const chips = $<HTMLUListElement>('subcategory-chips');

const params = new URLSearchParams(window.location.search);
// sent here from /lawyer/:id when that lawyer is not listed or failed to load (spec §8)
const notice = params.get('notice');
if (notice === 'lawyer-not-found') toast({ variant: 'destructive', title: KO.lawyerNotFound, description: KO.lawyerNotFoundText });
if (notice === 'lawyer-load-failed') toast({ variant: 'destructive', title: KO.dataLoadFailed, description: KO.lawyerLoadFailed });
let filters: LawyerFilters = {
  ...NO_FILTERS,
  specialty: params.get('specialty') ?? '',
  subCategory: params.get('sub') ?? '',
  region: params.get('region') ?? '',
  language: params.get('lang') ?? '',
  search: params.get('q') ?? '',
};
if (notice) syncUrl();
let lawyers: Lawyer[] | null = null;
let categories: Category[] = [];
let regions: Region[] = [];
let languages: Language[] = [];
let failed = false;

const isKo = () => i18n.get().lang === 'ko';
const catName = (c: Category) => (isKo() ? c.name_korean : c.name_english);

function syncUrl(): void {
  const p = new URLSearchParams();
  if (filters.specialty) p.set('specialty', filters.specialty);
  if (filters.subCategory) p.set('sub', filters.subCategory);
  if (filters.region) p.set('region', filters.region);
  if (filters.language) p.set('lang', filters.language);
  if (filters.search.trim()) p.set('q', filters.search.trim());
  const qs = p.toString();
  history.replaceState(null, '', qs ? `?${qs}` : window.location.pathname);
}

function fillSelect(select: HTMLSelectElement, allKey: 'lawyers.allSpecialties' | 'lawyers.allRegions' | 'lawyers.allLanguages', items: { id: string; label: string }[], value: string): void {
  select.innerHTML = html`<option value="">${t(allKey)}</option>${items.map((i) => html`<option value="${i.id}">${i.label}</option>`)}`.value;
  select.value = items.some((i) => i.id === value) ? value : '';
}

function paintControls(): void {
  fillSelect(specialtySelect, 'lawyers.allSpecialties', topLevelCategories(categories).map((c) => ({ id: c.id, label: catName(c) })), filters.specialty);
  fillSelect(regionSelect, 'lawyers.allRegions', regions.map((r) => ({ id: r.id, label: isKo() ? r.name_korean : r.name_english })), filters.region);
  for (const s of languageSelects) fillSelect(s, 'lawyers.allLanguages', languages.map((l) => ({ id: l.id, label: isKo() ? l.name_korean : l.name_english })), filters.language);
  for (const i of searchInputs) if (i.value !== filters.search) i.value = filters.search;
  const subs = filters.specialty ? subCategoriesOf(categories, filters.specialty) : [];
  chipsWrap.hidden = subs.length === 0;
  chips.innerHTML = subs
    .map((s) => html`<li><button type="button" class="chip" data-sub="${s.id}" aria-pressed="${s.id === filters.subCategory ? 'true' : 'false'}">${catName(s)}</button></li>`.value)
    .join('');
}

function paintList(): void {
  if (!lawyers) return;
  list.setAttribute('aria-busy', 'false');
  const shown = filterLawyers(lawyers, filters, (l) => l.regions);
  count.textContent = t('lawyers.count', { n: shown.length });
  renderCardsInto(list, shown);
  if (shown.length > 0) {
    // cards rendered
  } else if (failed) {
    list.innerHTML = renderStatus(KO.dataLoadFailed, KO.lawyerListLoadFailed, 'alert').value;
  } else if (emptyStateKind(filters) === 'noMatch') {
    list.innerHTML = renderStatus(KO.noMatchingLawyers).value;
  } else {
    list.innerHTML = renderStatus(KO.noRegisteredLawyers, KO.noRegisteredLawyersNote).value;
  }
}

function update(next: Partial<LawyerFilters>): void {
  filters = { ...filters, ...next };
  syncUrl();
  paintControls();
  paintList();
}

async function loadLawyers(initial: boolean): Promise<void> {
  try {
    const next = dailyOrder(await fetchLawyers());
    const same = lawyers && !failed && JSON.stringify(next) === JSON.stringify(lawyers);
    lawyers = next;
    failed = false;
    // a refresh that changes nothing leaves the cards (and the focus) alone
    if (same) return;
  } catch (e) {
    console.error('Failed to load lawyers', e);
    toast({ variant: 'destructive', title: KO.dataLoadFailed, description: KO.lawyerListLoadFailed });
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
for (const input of searchInputs) {
  input.addEventListener('input', () => {
    filters = { ...filters, search: input.value };
    for (const other of searchInputs) if (other !== input) other.value = input.value;
    syncUrl();
    paintList();
  });
}
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
    paintControls();
  },
  (e: unknown) => console.error('Failed to load filters', e),
);
paintControls();
void loadLawyers(true).then(() => subscribeToLawyerChanges(() => void loadLawyers(false)));

i18n.subscribe(() => {
  paintControls();
  paintList();
});
