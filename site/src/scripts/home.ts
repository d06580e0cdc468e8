// Home: today's three lawyers (neutral daily rotation, lib/ordering.ts) with live refresh, the
// practice-area grid from consultation_categories, and the FAQ accordion.
import { fetchLawyerIds, fetchLawyersByIds } from '../lib/api/lawyers.ts';
import { fetchCategories } from '../lib/api/reference.ts';
import { subscribeToLawyerChanges } from '../lib/api/realtime.ts';
import type { Category, Lawyer } from '../lib/api/types.ts';
import { initAuth } from '../lib/auth/session.ts';
import { subCategoriesOf, topLevelCategories } from '../lib/filters.ts';
import { html } from '../lib/html.ts';
import { i18n, t } from '../lib/i18n/index.ts';
import { categoryName } from '../lib/i18n/names.ts';
import { homeSelection } from '../lib/ordering.ts';
import { initAccordions } from '../lib/ui/accordion.ts';
import { bindCardActions, renderCards, renderStatus } from '../components/lawyer/list.ts';

export const MAX_SUBCATEGORIES = 4;
export const GRADIENTS = 14;

initAuth();
initAccordions();

const grid = document.getElementById('home-lawyers');
let lawyers: Lawyer[] | null = null;

function paintLawyers(): void {
  if (!grid || !lawyers) return;
  grid.setAttribute('aria-busy', 'false');
  grid.innerHTML = lawyers.length ? renderCards(lawyers).value : renderStatus(t('msg.homeNoLawyers')).value;
}

async function loadLawyers(): Promise<void> {
  let next: Lawyer[];
  try {
    const ids = await fetchLawyerIds();
    next = await fetchLawyersByIds(homeSelection(ids));
  } catch (e) {
    console.error('Failed to load lawyers', e);
    next = [];
  }
  // a refresh that changes nothing leaves the cards (and the focus) alone
  if (lawyers && JSON.stringify(next) === JSON.stringify(lawyers)) return;
  lawyers = next;
  paintLawyers();
}

if (grid) {
  bindCardActions(grid);
  void loadLawyers().then(() => subscribeToLawyerChanges(() => void loadLawyers()));
}

const catGrid = document.getElementById('home-categories');
const catCount = document.getElementById('categories-count');
let categories: Category[] | null = null;

function paintCategories(): void {
  if (!catGrid || !catCount || !categories) return;
  // the name in the page's language (lib/i18n/names.ts), under it the Korean term (the English one on Korean pages)
  const ko = i18n.get().lang === 'ko';
  const name = (c: Category) => categoryName(t, c);
  const tops = topLevelCategories(categories);
  catCount.textContent = t('home.categories.count', { n: tops.length });
  catGrid.innerHTML = tops
    .map((c, i) => {
      const subs = subCategoriesOf(categories!, c.id);
      const shown = subs.slice(0, MAX_SUBCATEGORIES);
      const more = subs.length - shown.length;
      return html`<article class="category-card g${i % GRADIENTS}">
  <h3>${name(c)}</h3>
  <p lang="${ko ? 'en' : 'ko'}">${ko ? c.name_english : c.name_korean}</p>
  <ul>${shown.map((s) => html`<li>${name(s)}</li>`)}${more > 0 ? html`<li class="more">${t('home.categories.more', { n: more })}</li>` : ''}</ul>
</article>`.value;
    })
    .join('');
}

if (catGrid) {
  fetchCategories().then(
    (list) => {
      categories = list;
      paintCategories();
    },
    (e: unknown) => {
      console.error('Failed to load categories', e);
      categories = [];
      paintCategories();
    },
  );
}

i18n.subscribe(() => {
  paintLawyers();
  paintCategories();
});
