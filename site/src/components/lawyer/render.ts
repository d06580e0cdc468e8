// HTML of the lawyer card (lists) and the lawyer detail (dialog and /lawyer/:id page). Pure
// functions of a Lawyer and the current language, so the server (Astro, SSR) and the browser
// (vanilla scripts) render the same markup; every value is escaped by html``.
import { formatWon, initials, shortId } from '@shared/format.ts';
import { storageImageSources } from '@shared/storage.ts';
import { imageTransform } from '../../lib/api/config.ts';
import { BRAND } from '../../lib/brand.ts';
import { html, safeUrl, type Html } from '../../lib/html.ts';
import { currentLang, LANG_TAGS, link, t, type Lang } from '../../lib/i18n/index.ts';
import { languageNames, lawyerLanguages, lawyerRegions, lawyerSpecialties, lawyerSpecialty } from '../../lib/i18n/names.ts';
import type { Lawyer } from '../../lib/api/types.ts';
import { icons } from './icons.ts';

export const MAX_CARD_DATES = 2;

/**
 * The photo (a thumbnail of the shown size through Storage's image transformation, 1x and 2x) or
 * the initials. `eager`: a photo in the first screen of a server-rendered list, fetched with the
 * document (it may be the page's largest paint) instead of lazily after layout.
 */
export function avatar(l: Lawyer, size: number, eager = false): Html {
  const url = safeUrl(l.imageUrl);
  const img = url ? storageImageSources(url, size, imageTransform()) ?? { src: url, srcset: null } : null;
  const loading = eager ? html`loading="eager" fetchpriority="high"` : html`loading="lazy" decoding="async"`;
  return html`<span class="avatar" style="--size:${size}px">${
    img
      ? img.srcset
        ? html`<img src="${img.src}" srcset="${img.srcset}" alt="" width="${size}" height="${size}" ${loading}>`
        : html`<img src="${img.src}" alt="" width="${size}" height="${size}" ${loading}>`
      : html`<span aria-hidden="true">${initials(l.nameEnglish === 'N/A' ? '' : l.nameEnglish)}</span>`
  }</span>`;
}

function fees(l: Lawyer): Html {
  const rows: [string, number][] = [
    [t('common.minutes', { n: 20 }), l.fee20min],
    [t('common.minutes', { n: 40 }), l.fee40min],
    [t('common.minutes', { n: 60 }), l.fee60min],
  ];
  return html`<dl class="fees">${rows.map(([k, v]) => html`<div><dt>${k}</dt><dd>${formatWon(v)}</dd></div>`)}</dl>`;
}

/** How the dates of the "Available:" line are listed: a comma, or the ideographic one in Chinese and Japanese. */
const DATE_SEPARATOR: Record<Lang, string> = { en: ', ', ko: ', ', vi: ', ', zh: '、', ja: '、' };

/**
 * The "Available:" line's parts (spec: the first 2 dates, then '+N more' for the rest): `dates` are
 * the KST dates (YYYY-MM-DD) of the next 14 days with an open slot (next_open_dates), shown as
 * short month and day in the language's own form (Dec 3, 12월 3일, 12月3日, 3 thg 12); null when
 * there are none.
 */
export function availableLine(dates: readonly string[], lang: Lang): { shown: string; more: number } | null {
  if (dates.length === 0) return null;
  // the dates are calendar dates (KST): formatted as UTC so no time zone moves them
  const fmt = new Intl.DateTimeFormat(LANG_TAGS[lang], { timeZone: 'UTC', month: 'short', day: 'numeric' });
  const shown = dates.slice(0, MAX_CARD_DATES).map((d) => fmt.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)));
  return { shown: shown.join(DATE_SEPARATOR[lang]), more: dates.length - shown.length };
}

/** 'Available:' with the first 2 dates and then '+N more', in the page's language; nothing while the list is empty. */
export function availability(dates: readonly string[], className = 'lc-available'): Html {
  const line = availableLine(dates, currentLang());
  if (!line) return html``;
  return html`<p class="${className}" data-testid="available">${icons.calendar} <span>${t('lawyer.available')}</span> ${line.shown}${
    line.more > 0 ? html` <span class="muted">${t('lawyer.more', { n: line.more })}</span>` : ''
  }</p>`;
}

/** 'March 2026' in the language's own form, for a KST calendar date (YYYY-MM-DD). */
export function monthYear(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_TAGS[lang], { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** What the platform observed (issue 29, item 3): plain facts, each on its own, no stars and no score. */
function observedSection(l: Lawyer, head: (text: string) => Html): Html {
  const o = l.observed;
  if (!o) return html``;
  return html`<section class="ld-section" data-testid="observed">${head(t('detail.observed'))}
    <dl class="ld-list">
      <div><dt>${t('detail.observed.completed')}</dt><dd data-testid="observed-completed">${t('detail.observed.completedValue', { total: o.completed, recent: o.completed12m })}</dd></div>
      <div><dt>${t('detail.observed.verified')}</dt><dd data-testid="observed-verified">${o.verifiedLanguageIds.length ? languageNames(t, o.verifiedLanguageIds).join(', ') : t('detail.observed.verifiedNone')}</dd></div>
      ${o.memberSince ? html`<div><dt>${t('detail.observed.memberSince')}</dt><dd data-testid="observed-member-since">${monthYear(o.memberSince, currentLang())}</dd></div>` : ''}
    </dl>
    <p class="muted">${t('detail.observed.note')}</p>
  </section>`;
}

/** The lawyer's languages in the page's language, each with whether an administrator verified it (issue 29). */
export function lawyerLanguageItems(l: Lawyer): { id: string | null; name: string; verified: boolean }[] {
  const verified = new Set(l.verifiedLanguageIds ?? []);
  return lawyerLanguages(t, l).map((name, i) => {
    const id = l.languageIds[i] ?? null;
    return { id, name, verified: id !== null && verified.has(id) };
  });
}

/** The "verified" mark: a check with the word for screen readers (cards) or shown (`label`, the profile). */
function verifiedMark(label: boolean): Html {
  return html`<span class="lang-verified" title="${t('lawyer.languageVerifiedTitle')}">${icons.check}${
    label ? html`<span>${t('lawyer.languageVerified')}</span>` : html`<span class="sr-only"> (${t('lawyer.languageVerified')})</span>`
  }</span>`;
}

export function bookingHref(id: string): string {
  return link(`/booking?lawyer=${encodeURIComponent(id)}`);
}

export function lawyerHref(id: string): string {
  return link(`/lawyer/${encodeURIComponent(id)}`);
}

export function renderLawyerCard(l: Lawyer, opts: { bookmarked?: boolean; headingLevel?: 2 | 3; eagerPhoto?: boolean } = {}): Html {
  const h = opts.headingLevel ?? 3;
  const name = l.nameEnglish;
  const bookmarked = Boolean(opts.bookmarked);
  return html`<article class="lawyer-card" data-lawyer-id="${l.id}">
  <div class="lc-head">
    ${avatar(l, 64, opts.eagerPhoto)}
    <div class="lc-names">
      <h${h} class="lc-name"><a href="${lawyerHref(l.id)}" data-action="details">${name}</a></h${h}>
      <p class="lc-kname" lang="ko">${l.nameKorean}</p>
      <p class="lc-id">${t('lawyer.id', { id: shortId(l.id) })}</p>
    </div>
  </div>
  <p class="lc-tags"><span class="badge">${lawyerSpecialty(t, l)}</span><span class="lc-region">${icons.pin}${lawyerRegions(t, l)[0]}</span></p>
  <div class="lc-section">
    <h${h + 1} class="lc-label">${t('lawyer.license')}</h${h + 1}>
    <ul class="lc-license">
      <li>${t('lawyer.bar', { year: l.barAssociationYear })}</li>
      ${l.otherCertifications ? html`<li>${t('lawyer.other', { text: l.otherCertifications })}</li>` : ''}
      ${l.specialNotes ? html`<li class="muted">${l.specialNotes}</li>` : ''}
    </ul>
  </div>
  ${l.languages.length ? html`<p class="lc-langs">${icons.globe}<span class="sr-only">${t('lawyer.languages')}: </span><span>${lawyerLanguageItems(l).map((x, i) => html`${i ? ', ' : ''}<span${x.verified ? html` data-verified-language="${x.id ?? ''}"` : ''}>${x.name}${x.verified ? verifiedMark(false) : ''}</span>`)}</span></p>` : ''}
  <div class="lc-section">
    <h${h + 1} class="lc-label">${t('lawyer.fees')}</h${h + 1}>
    ${fees(l)}
  </div>
  ${availability(l.availableDates)}
  <div class="lc-actions">
    <button type="button" class="btn btn-outline" data-action="details">${t('lawyer.details')}<span class="sr-only"> — ${name}</span></button>
    <button type="button" class="btn btn-icon bookmark" data-action="bookmark" aria-pressed="${bookmarked ? 'true' : 'false'}" aria-label="${t('lawyer.bookmark', { name })}">${icons.heart}</button>
    <a class="btn btn-primary" href="${bookingHref(l.id)}">${t('lawyer.booking')}<span class="sr-only"> — ${name}</span></a>
  </div>
</article>`;
}

function row(label: string, value: string | null | undefined): Html {
  if (!value) return html``;
  return html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
}

/** The detail body shared by the dialog (headingLevel 2) and the page (headingLevel 1). */
export function renderLawyerDetail(l: Lawyer, opts: { headingLevel: 1 | 2; titleId?: string }): Html {
  const H = opts.headingLevel;
  const hasContact = Boolean(l.officeAddress || l.officePhone || l.officeEmail);
  const mail = l.officeEmail && /^[^@\s]+@[^@\s]+$/.test(l.officeEmail) ? l.officeEmail : null;
  const tel = l.officePhone ? l.officePhone.replace(/[^\d+]/g, '') : '';
  const head = (text: string) => html`<h${H + 1} class="card-title">${text}</h${H + 1}>`;
  return html`<div class="lawyer-detail">
  <div class="ld-head">
    ${avatar(l, 96)}
    <div class="ld-names">
      <h${H} class="ld-name" id="${opts.titleId ?? 'lawyer-name'}">${l.nameEnglish}</h${H}>
      <p class="ld-kname" lang="ko">${l.nameKorean}</p>
      <p class="ld-badges"><span class="badge">${lawyerSpecialty(t, l)}</span>${l.lawFirm ? html`<span class="badge badge-outline">${icons.building}${l.lawFirm}</span>` : ''}</p>
      <p class="ld-id">${BRAND.product} ID# ${shortId(l.id)}</p>
    </div>
    <a class="btn btn-primary ld-book" href="${bookingHref(l.id)}" data-action="book">${t('detail.bookNow')}</a>
  </div>
  ${availability(l.availableDates, 'ld-available')}
  <div class="ld-grid">
    <section class="card">
      ${head(t('detail.basic'))}
      <dl class="ld-list">
        ${row(t('detail.barAdmission'), String(l.barAssociationYear))}
        <div><dt>${t('detail.region')}</dt><dd>${lawyerRegions(t, l).join(', ')}</dd></div>
        ${row(t('detail.education'), l.school)}
        ${row(t('detail.otherCerts'), l.otherCertifications)}
      </dl>
    </section>
    ${hasContact ? html`<section class="card">
      ${head(t('detail.contact'))}
      <dl class="ld-list">
        ${row(t('detail.office'), l.officeAddress)}
        ${l.officePhone ? html`<div><dt>${t('detail.phone')}</dt><dd>${tel ? html`<a href="tel:${tel}">${l.officePhone}</a>` : l.officePhone}</dd></div>` : ''}
        ${l.officeEmail ? html`<div><dt>${t('detail.email')}</dt><dd>${mail ? html`<a href="mailto:${mail}">${mail}</a>` : l.officeEmail}</dd></div>` : ''}
      </dl>
    </section>` : ''}
    <section class="card">
      ${head(t('detail.fees'))}
      ${fees(l)}
    </section>
  </div>
  ${l.specialties.length ? html`<section class="ld-section">${head(t('detail.practiceAreas'))}<p class="badges">${lawyerSpecialties(t, l).map((s) => html`<span class="badge badge-soft">${s}</span>`)}</p></section>` : ''}
  ${l.languages.length ? html`<section class="ld-section">${head(t('detail.languages'))}<p class="badges">${lawyerLanguageItems(l).map((x) => html`<span class="badge badge-outline"${x.verified ? html` data-verified-language="${x.id ?? ''}"` : ''}>${x.name}${x.verified ? verifiedMark(true) : ''}</span>`)}</p>${
    (l.verifiedLanguageIds ?? []).length ? html`<p class="hint">${icons.check} ${t('lawyer.languageVerifiedTitle')}</p>` : ''
  }</section>` : ''}
  ${l.otherLanguages ? html`<section class="ld-section" data-testid="other-languages">${head(t('detail.otherLanguages'))}<p class="prewrap">${l.otherLanguages}</p></section>` : ''}
  ${observedSection(l, head)}
  ${l.bio ? html`<section class="ld-section">${head(t('detail.about'))}<p class="prewrap">${l.bio}</p></section>` : ''}
  ${l.majorCases ? html`<section class="ld-section">${head(t('detail.majorCases'))}<p class="prewrap">${l.majorCases}</p></section>` : ''}
  ${l.freePr ? html`<blockquote class="ld-pr">“${l.freePr}”</blockquote>` : ''}
</div>`;
}
