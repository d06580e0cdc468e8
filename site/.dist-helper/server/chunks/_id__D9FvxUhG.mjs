import { r as __exportAll } from "./rolldown-runtime_C1I3wEg2.mjs";
import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent, x as unescapeHTML } from "./server_CGSmqnZ5.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BCqsR3Gj.mjs";
import { i as renderScript, n as BRAND, r as t, t as $$BaseLayout } from "./BaseLayout_DPoZGRu3.mjs";
// src/components/Disclaimer.astro
var $$Disclaimer = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<aside class="disclaimer" aria-labelledby="disclaimer-title"><h2 id="disclaimer-title" data-i18n="home.disclaimer.title">${t("home.disclaimer.title")}</h2><p data-i18n="disclaimer.text">${t("disclaimer.text")}</p></aside>`;
}, "/work/main/site/src/components/Disclaimer.astro", void 0);
// ../packages/shared/src/constants.ts
/** Fees in won used when a lawyer has not set their own. */
var DEFAULT_FEES = {
	20: 5e4,
	40: 9e4,
	60: 13e4
};
// src/lib/api/config.ts
var ANON_KEY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
function apiUrl() {
	if (typeof window === "undefined") return ((typeof process !== "undefined" ? process.env.SUPABASE_INTERNAL_URL : void 0) || "http://localhost:4321").replace(/\/$/, "");
	return window.location.origin.replace(/\/$/, "");
}
// src/lib/api/rest.ts
var ApiError = class extends Error {
	status;
	code;
	details;
	hint;
	constructor(status, body) {
		super(body.message || body.msg || body.error || `HTTP ${status}`);
		this.name = "ApiError";
		this.status = status;
		this.code = body.code ?? String(status);
		this.details = body.details ?? null;
		this.hint = body.hint ?? null;
	}
};
var tokenProvider = async () => null;
function buildQuery(query) {
	if (!query) return "";
	const params = new URLSearchParams();
	for (const [k, v] of Object.entries(query)) if (v !== void 0 && v !== null) params.append(k, String(v));
	const s = params.toString();
	return s ? `?${s}` : "";
}
async function request(path, opts = {}) {
	const headers = {
		apikey: ANON_KEY,
		Authorization: `Bearer ${(opts.token === void 0 ? await tokenProvider() : opts.token) ?? ANON_KEY}`,
		Accept: "application/json"
	};
	if (opts.body !== void 0) headers["Content-Type"] = "application/json";
	if (opts.prefer) headers.Prefer = opts.prefer;
	const res = await fetch(`${apiUrl()}${path}${buildQuery(opts.query)}`, {
		method: opts.method ?? "GET",
		headers,
		body: opts.body === void 0 ? void 0 : JSON.stringify(opts.body),
		signal: opts.signal
	});
	const text = await res.text();
	let data = null;
	if (text) try {
		data = JSON.parse(text);
	} catch {
		data = { message: text };
	}
	if (!res.ok) throw new ApiError(res.status, data ?? {});
	return data;
}
/** GET /rest/v1/{table}?select=…&filters */
function select(table, query, opts = {}) {
	return request(`/rest/v1/${table}`, {
		...opts,
		query
	});
}
// src/lib/api/lawyers.ts
var DIRECTORY_TABLE = "lawyer_directory";
var COLUMNS = [
	"id",
	"name_korean",
	"name_english",
	"qualification_type",
	"bar_association_year",
	"law_firm",
	"school",
	"office_phone",
	"office_email",
	"office_address",
	"bio",
	"major_cases",
	"other_certifications",
	"other_languages",
	"free_pr",
	"fee_20min",
	"fee_40min",
	"fee_60min",
	"profile_photo_url",
	"specialty_ids",
	"practice_area_ids",
	"region_ids",
	"language_ids",
	"specialty_list",
	"region_list",
	"language_list"
].join(",");
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var isUuid = (s) => UUID.test(s);
var text = (v) => v && v.trim() ? v.trim() : null;
/** Directory row → the lawyer as lists, detail and booking show it (spec §3, derived). */
function toLawyer(row) {
	const specs = row.specialty_list ?? [];
	const specialty = (specs.find((s) => !s.parent_id && !s.description) ?? null)?.name_english ?? specs.find((s) => s.description)?.description ?? "General";
	const regions = row.region_list ?? [];
	const langs = row.language_list ?? [];
	return {
		id: row.id,
		nameEnglish: text(row.name_english) ?? "N/A",
		nameKorean: text(row.name_korean) ?? "N/A",
		specialty,
		specialties: specs.map((s) => s.name_english),
		specialtyIds: row.specialty_ids ?? specs.map((s) => s.id),
		region: regions[0]?.name_english ?? "Seoul",
		regionId: regions[0]?.id ?? null,
		regions: regions.map((r) => r.name_english),
		regionIds: row.region_ids ?? regions.map((r) => r.id),
		languages: langs.map((l) => l.name_english),
		languageIds: row.language_ids ?? langs.map((l) => l.id),
		barAssociationYear: row.bar_association_year ?? 2020,
		otherCertifications: text(row.other_certifications),
		specialNotes: text(row.free_pr),
		bio: text(row.bio),
		freePr: text(row.free_pr),
		lawFirm: text(row.law_firm),
		school: text(row.school),
		majorCases: text(row.major_cases),
		officeAddress: text(row.office_address),
		officePhone: text(row.office_phone),
		officeEmail: text(row.office_email),
		fee20min: row.fee_20min ?? DEFAULT_FEES[20],
		fee40min: row.fee_40min ?? DEFAULT_FEES[40],
		fee60min: row.fee_60min ?? DEFAULT_FEES[60],
		imageUrl: text(row.profile_photo_url),
		availableDates: [],
		practiceAreaIds: row.practice_area_ids ?? []
	};
}
/** One listed lawyer, or null when there is none (also for malformed ids). Errors throw. */
async function fetchLawyer(id, opts = {}) {
	if (!isUuid(id)) return null;
	const rows = await select(DIRECTORY_TABLE, {
		select: COLUMNS,
		id: `eq.${id}`,
		limit: 1
	}, opts);
	return rows[0] ? toLawyer(rows[0]) : null;
}
// ../packages/shared/src/format.ts
/** '₩50,000'. Null or non-finite amounts show '₩0'. */
function formatWon(amount) {
	const n = typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount) : 0;
	return `${n < 0 ? "-" : ""}₩${Math.abs(n).toLocaleString("en-US")}`;
}
/** The first 8 characters of an id, as detail and booking screens show it. */
function shortId(id) {
	return id.slice(0, 8);
}
/** Initials of an English name: 'Kim Do-hyun' → 'KD'; empty → '?'. */
function initials(name) {
	const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
	if (parts.length === 0) return "?";
	return parts.slice(0, 2).map((p) => p[0].toUpperCase()).join("");
}
// src/lib/html.ts
var Html = class {
	value;
	constructor(value) {
		this.value = value;
	}
	toString() {
		return this.value;
	}
};
var ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function escapeHtml(s) {
	return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
function render(v) {
	if (v === null || v === void 0 || v === false) return "";
	if (v instanceof Html) return v.value;
	if (Array.isArray(v)) return v.map(render).join("");
	return escapeHtml(String(v));
}
function html(strings, ...values) {
	let out = strings[0];
	for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
	return new Html(out);
}
/** Trusted markup (icons written in this repo). */
function raw(markup) {
	return new Html(markup);
}
/** Only http(s) and same-origin URLs may become src/href attributes. */
function safeUrl(url) {
	if (!url) return null;
	const u = url.trim();
	if (/^https?:\/\//i.test(u) || u.startsWith("/") && !u.startsWith("//")) return u;
	return null;
}
// src/components/lawyer/icons.ts
var svg = (body, cls = "icon") => raw(`<svg class="${cls}" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`);
var icons = {
	heart: svg("<path d=\"M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z\"/>", "icon heart"),
	pin: svg("<path d=\"M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z\"/><circle cx=\"12\" cy=\"10\" r=\"2.5\"/>"),
	calendar: svg("<rect x=\"3\" y=\"4.5\" width=\"18\" height=\"16\" rx=\"2\"/><path d=\"M3 9.5h18M8 2.5v4M16 2.5v4\"/>"),
	globe: svg("<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18\"/>"),
	arrowLeft: svg("<path d=\"M19 12H5M11 18l-6-6 6-6\"/>"),
	close: svg("<path d=\"M18 6 6 18M6 6l12 12\"/>"),
	check: svg("<path d=\"M20 6 9 17l-5-5\"/>"),
	building: svg("<rect x=\"4\" y=\"3\" width=\"16\" height=\"18\" rx=\"1\"/><path d=\"M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1\"/>")
};
// src/components/lawyer/render.ts
function avatar(l, size) {
	const src = safeUrl(l.imageUrl);
	return html`<span class="avatar" style="--size:${size}px">${src ? html`<img src="${src}" alt="" width="${size}" height="${size}" loading="lazy" decoding="async">` : html`<span aria-hidden="true">${initials(l.nameEnglish === "N/A" ? "" : l.nameEnglish)}</span>`}</span>`;
}
function fees(l) {
	return html`<dl class="fees">${[
		[t("common.minutes", { n: 20 }), l.fee20min],
		[t("common.minutes", { n: 40 }), l.fee40min],
		[t("common.minutes", { n: 60 }), l.fee60min]
	].map(([k, v]) => html`<div><dt>${k}</dt><dd>${formatWon(v)}</dd></div>`)}</dl>`;
}
function bookingHref(id) {
	return `/booking?lawyer=${encodeURIComponent(id)}`;
}
function row(label, value) {
	if (!value) return html``;
	return html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
}
/** The detail body shared by the dialog (headingLevel 2) and the page (headingLevel 1). */
function renderLawyerDetail(l, opts) {
	const H = opts.headingLevel;
	const hasContact = Boolean(l.officeAddress || l.officePhone || l.officeEmail);
	const mail = l.officeEmail && /^[^@\s]+@[^@\s]+$/.test(l.officeEmail) ? l.officeEmail : null;
	const tel = l.officePhone ? l.officePhone.replace(/[^\d+]/g, "") : "";
	const head = (text) => html`<h${H + 1} class="card-title">${text}</h${H + 1}>`;
	return html`<div class="lawyer-detail">
  <div class="ld-head">
    ${avatar(l, 96)}
    <div class="ld-names">
      <h${H} class="ld-name" id="${opts.titleId ?? "lawyer-name"}">${l.nameEnglish}</h${H}>
      <p class="ld-kname" lang="ko">${l.nameKorean}</p>
      <p class="ld-badges"><span class="badge">${l.specialty}</span>${l.lawFirm ? html`<span class="badge badge-outline">${icons.building}${l.lawFirm}</span>` : ""}</p>
      <p class="ld-id">${BRAND.product} ID# ${shortId(l.id)}</p>
    </div>
    <a class="btn btn-primary ld-book" href="${bookingHref(l.id)}" data-action="book">${t("detail.bookNow")}</a>
  </div>
  <div class="ld-grid">
    <section class="card">
      ${head(t("detail.basic"))}
      <dl class="ld-list">
        ${row(t("detail.barAdmission"), String(l.barAssociationYear))}
        <div><dt>${t("detail.region")}</dt><dd>${l.regions.length ? l.regions.join(", ") : l.region}</dd></div>
        ${row(t("detail.education"), l.school)}
        ${row(t("detail.otherCerts"), l.otherCertifications)}
      </dl>
    </section>
    ${hasContact ? html`<section class="card">
      ${head(t("detail.contact"))}
      <dl class="ld-list">
        ${row(t("detail.office"), l.officeAddress)}
        ${l.officePhone ? html`<div><dt>${t("detail.phone")}</dt><dd>${tel ? html`<a href="tel:${tel}">${l.officePhone}</a>` : l.officePhone}</dd></div>` : ""}
        ${l.officeEmail ? html`<div><dt>${t("detail.email")}</dt><dd>${mail ? html`<a href="mailto:${mail}">${mail}</a>` : l.officeEmail}</dd></div>` : ""}
      </dl>
    </section>` : ""}
    <section class="card">
      ${head(t("detail.fees"))}
      ${fees(l)}
    </section>
  </div>
  ${l.specialties.length ? html`<section class="ld-section">${head(t("detail.practiceAreas"))}<p class="badges">${l.specialties.map((s) => html`<span class="badge badge-soft">${s}</span>`)}</p></section>` : ""}
  ${l.languages.length ? html`<section class="ld-section">${head(t("detail.languages"))}<p class="badges">${l.languages.map((s) => html`<span class="badge badge-outline">${s}</span>`)}</p></section>` : ""}
  ${l.bio ? html`<section class="ld-section">${head(t("detail.about"))}<p class="prewrap">${l.bio}</p></section>` : ""}
  ${l.majorCases ? html`<section class="ld-section">${head(t("detail.majorCases"))}<p class="prewrap">${l.majorCases}</p></section>` : ""}
  ${l.freePr ? html`<blockquote class="ld-pr">“${l.freePr}”</blockquote>` : ""}
</div>`;
}
// src/lib/seo.ts
function lawyerTitle(l) {
	const ko = l.nameKorean !== "N/A" ? ` (${l.nameKorean})` : "";
	return `${l.nameEnglish}${ko} — ${l.specialty} lawyer in ${l.region}`;
}
function lawyerDescription(l) {
	const base = `${l.nameEnglish}, licensed Korean lawyer (bar admission ${l.barAssociationYear}) in ${l.region}. Practice areas: ${l.specialties.slice(0, 4).join(", ") || l.specialty}.${l.languages.length ? ` Languages: ${l.languages.join(", ")}.` : ""} Book a 20, 40 or 60-minute online consultation on ${BRAND.product}.`;
	return base.length > 300 ? `${base.slice(0, 297)}...` : base;
}
function lawyerJsonLd(l, pageUrl) {
	const origin = new URL(pageUrl).origin;
	const image = l.imageUrl ? new URL(l.imageUrl, origin).href : void 0;
	const offer = (minutes, price) => ({
		"@type": "Offer",
		name: `${minutes}-minute online consultation`,
		price,
		priceCurrency: "KRW",
		url: `${origin}/booking?lawyer=${l.id}`
	});
	return {
		"@context": "https://schema.org",
		"@type": "Attorney",
		"@id": pageUrl,
		url: pageUrl,
		name: l.nameEnglish,
		...l.nameKorean !== "N/A" ? { alternateName: l.nameKorean } : {},
		...image ? { image } : {},
		...l.bio ? { description: l.bio } : {},
		...l.officePhone ? { telephone: l.officePhone } : {},
		...l.officeEmail ? { email: l.officeEmail } : {},
		address: {
			"@type": "PostalAddress",
			...l.officeAddress ? { streetAddress: l.officeAddress } : {},
			addressRegion: l.region,
			addressCountry: "KR"
		},
		areaServed: l.regions.length ? l.regions : [l.region],
		...l.languages.length ? { knowsLanguage: l.languages } : {},
		...l.lawFirm ? { parentOrganization: {
			"@type": "LegalService",
			name: l.lawFirm
		} } : {},
		knowsAbout: l.specialties,
		makesOffer: [
			offer(20, l.fee20min),
			offer(40, l.fee40min),
			offer(60, l.fee60min)
		]
	};
}
// src/pages/lawyer/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const id = Astro.params.id ?? "";
	let lawyer = null;
	try {
		lawyer = await fetchLawyer(id, { token: null });
	} catch (e) {
		console.error(`[site] failed to load lawyer ${id}:`, e);
		return Astro.redirect("/lawyers?notice=lawyer-load-failed", 302);
	}
	if (!lawyer) return Astro.redirect("/lawyers?notice=lawyer-not-found", 302);
	const pageUrl = new URL(`/lawyer/${lawyer.id}`, Astro.url).href;
	Astro.response.headers.set("Cache-Control", "no-cache");
	const data = JSON.stringify(lawyer).replace(/</g, "\\u003c");
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": lawyerTitle(lawyer),
		"description": lawyerDescription(lawyer),
		"canonical": pageUrl,
		"jsonLd": lawyerJsonLd(lawyer, pageUrl)
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container narrow"><p class="back-link"><a class="btn btn-ghost btn-sm" href="/lawyers" id="back-button">${renderComponent($$result, "Fragment", Fragment, {}, { "default": async ($$result) => renderTemplate`${unescapeHTML(icons.arrowLeft.value)}` })}<span data-i18n="detail.back">${t("detail.back")}</span></a></p><div id="lawyer-detail">${unescapeHTML(renderLawyerDetail(lawyer, { headingLevel: 1 }).value)}</div><div style="margin-top:2rem">${renderComponent($$result, "Disclaimer", $$Disclaimer, {})}</div></div><script type="application/json" id="lawyer-data">${unescapeHTML(data)}<\/script>` })}${renderScript($$result, "/work/main/site/src/pages/lawyer/[id].astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/site/src/pages/lawyer/[id].astro", void 0);
var $$file = "/work/main/site/src/pages/lawyer/[id].astro";
var $$url = "/lawyer/[id]";
// \0virtual:astro:page:src/pages/lawyer/[id]@_@astro
var page = () => _id__exports;
export { page };
