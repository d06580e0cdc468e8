import { r as __exportAll } from "./rolldown-runtime_C1I3wEg2.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent } from "./server_CGSmqnZ5.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BCqsR3Gj.mjs";
import { r as t, t as $$BaseLayout } from "./BaseLayout_DPoZGRu3.mjs";
// src/pages/500.astro
var _500_exports = /* @__PURE__ */ __exportAll({
	default: () => $$500,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("https://astro.build");
var $$500 = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$500;
	const { error } = Astro.props;
	console.error("[site] Unexpected Application Error!", Astro.url.pathname, error);
	const status = error?.status ?? 500;
	const message = status === 500 ? "Internal Server Error" : error instanceof Error ? error.message : String(error ?? "");
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": "Unexpected Application Error!",
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container error-page" role="alert"><h1 data-i18n="error.title">${t("error.title")}</h1><pre>${status} ${message}</pre><p><a class="btn btn-primary" href="/" data-i18n="error.home">${t("error.home")}</a></p></div>` })}`;
}, "/work/main/site/src/pages/500.astro", void 0);
var $$file = "/work/main/site/src/pages/500.astro";
var $$url = "/500";
// \0virtual:astro:page:src/pages/500@_@astro
var page = () => _500_exports;
export { page };
