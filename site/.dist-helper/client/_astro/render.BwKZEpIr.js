import{o as e,r as t,u as n}from"./format.D5aRpLpN.js";import{t as r}from"./brand.BdRUHYX4.js";import{n as i,r as a,t as o}from"./html.BmRrVwtp.js";import{c as s}from"./i18n.D_JkJSYH.js";var c=(e,t=`icon`)=>i(`<svg class="${t}" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${e}</svg>`),l={heart:c(`<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"/>`,`icon heart`),pin:c(`<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>`),calendar:c(`<rect x="3" y="4.5" width="18" height="16" rx="2"/><path d="M3 9.5h18M8 2.5v4M16 2.5v4"/>`),globe:c(`<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>`),arrowLeft:c(`<path d="M19 12H5M11 18l-6-6 6-6"/>`),close:c(`<path d="M18 6 6 18M6 6l12 12"/>`),check:c(`<path d="M20 6 9 17l-5-5"/>`),building:c(`<rect x="4" y="3" width="16" height="18" rx="1"/><path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1"/>`)};function u(t,n){let r=a(t.imageUrl);return o`<span class="avatar" style="--size:${n}px">${r?o`<img src="${r}" alt="" width="${n}" height="${n}" loading="lazy" decoding="async">`:o`<span aria-hidden="true">${e(t.nameEnglish===`N/A`?``:t.nameEnglish)}</span>`}</span>`}function d(e){let n=[[s(`common.minutes`,{n:20}),e.fee20min],[s(`common.minutes`,{n:40}),e.fee40min],[s(`common.minutes`,{n:60}),e.fee60min]];return o`<dl class="fees">${n.map(([e,n])=>o`<div><dt>${e}</dt><dd>${t(n)}</dd></div>`)}</dl>`}function f(e){if(e.length===0)return o``;let t=e.slice(0,2),n=e.length-t.length;return o`<p class="lc-available">${l.calendar} <span>${s(`lawyer.available`)}</span> ${t.join(`, `)}${n>0?o` <span class="muted">${s(`lawyer.more`,{n})}</span>`:``}</p>`}function p(e){return`/booking?lawyer=${encodeURIComponent(e)}`}function m(e){return`/lawyer/${encodeURIComponent(e)}`}function h(e,t={}){let n=t.headingLevel??3,r=e.nameEnglish,i=!!t.bookmarked;return o`<article class="lawyer-card" data-lawyer-id="${e.id}">
  <div class="lc-head">
    ${u(e,64)}
    <div class="lc-names">
      <h${n} class="lc-name"><a href="${m(e.id)}" data-action="details">${r}</a></h${n}>
      <p class="lc-kname" lang="ko">${e.nameKorean}</p>
      <p class="lc-id">${s(`lawyer.id`,{id:e.id})}</p>
    </div>
  </div>
  <p class="lc-tags"><span class="badge">${e.specialty}</span><span class="lc-region">${l.pin}${e.region}</span></p>
  <div class="lc-section">
    <h${n+1} class="lc-label">${s(`lawyer.license`)}</h${n+1}>
    <ul class="lc-license">
      <li>${s(`lawyer.bar`,{year:e.barAssociationYear})}</li>
      ${e.otherCertifications?o`<li>${s(`lawyer.other`,{text:e.otherCertifications})}</li>`:``}
      ${e.specialNotes?o`<li class="muted">${e.specialNotes}</li>`:``}
    </ul>
  </div>
  ${e.languages.length?o`<p class="lc-langs">${l.globe}<span class="sr-only">${s(`lawyer.languages`)}: </span>${e.languages.join(`, `)}</p>`:``}
  <div class="lc-section">
    <h${n+1} class="lc-label">${s(`lawyer.fees`)}</h${n+1}>
    ${d(e)}
  </div>
  ${f(e.availableDates)}
  <div class="lc-actions">
    <button type="button" class="btn btn-outline" data-action="details">${s(`lawyer.details`)}<span class="sr-only"> — ${r}</span></button>
    <button type="button" class="btn btn-icon bookmark" data-action="bookmark" aria-pressed="${i?`true`:`false`}" aria-label="${s(`lawyer.bookmark`,{name:r})}">${l.heart}</button>
    <a class="btn btn-primary" href="${p(e.id)}">${s(`lawyer.booking`)}<span class="sr-only"> — ${r}</span></a>
  </div>
</article>`}function g(e,t){return t?o`<div><dt>${e}</dt><dd>${t}</dd></div>`:o``}function _(e,t){let i=t.headingLevel,a=!!(e.officeAddress||e.officePhone||e.officeEmail),c=e.officeEmail&&/^[^@\s]+@[^@\s]+$/.test(e.officeEmail)?e.officeEmail:null,f=e.officePhone?e.officePhone.replace(/[^\d+]/g,``):``,m=e=>o`<h${i+1} class="card-title">${e}</h${i+1}>`;return o`<div class="lawyer-detail">
  <div class="ld-head">
    ${u(e,96)}
    <div class="ld-names">
      <h${i} class="ld-name" id="${t.titleId??`lawyer-name`}">${e.nameEnglish}</h${i}>
      <p class="ld-kname" lang="ko">${e.nameKorean}</p>
      <p class="ld-badges"><span class="badge">${e.specialty}</span>${e.lawFirm?o`<span class="badge badge-outline">${l.building}${e.lawFirm}</span>`:``}</p>
      <p class="ld-id">${r.product} ID# ${n(e.id)}</p>
    </div>
    <a class="btn btn-primary ld-book" href="${p(e.id)}" data-action="book">${s(`detail.bookNow`)}</a>
  </div>
  <div class="ld-grid">
    <section class="card">
      ${m(s(`detail.basic`))}
      <dl class="ld-list">
        ${g(s(`detail.barAdmission`),String(e.barAssociationYear))}
        <div><dt>${s(`detail.region`)}</dt><dd>${e.regions.length?e.regions.join(`, `):e.region}</dd></div>
        ${g(s(`detail.education`),e.school)}
        ${g(s(`detail.otherCerts`),e.otherCertifications)}
      </dl>
    </section>
    ${a?o`<section class="card">
      ${m(s(`detail.contact`))}
      <dl class="ld-list">
        ${g(s(`detail.office`),e.officeAddress)}
        ${e.officePhone?o`<div><dt>${s(`detail.phone`)}</dt><dd>${f?o`<a href="tel:${f}">${e.officePhone}</a>`:e.officePhone}</dd></div>`:``}
        ${e.officeEmail?o`<div><dt>${s(`detail.email`)}</dt><dd>${c?o`<a href="mailto:${c}">${c}</a>`:e.officeEmail}</dd></div>`:``}
      </dl>
    </section>`:``}
    <section class="card">
      ${m(s(`detail.fees`))}
      ${d(e)}
    </section>
  </div>
  ${e.specialties.length?o`<section class="ld-section">${m(s(`detail.practiceAreas`))}<p class="badges">${e.specialties.map(e=>o`<span class="badge badge-soft">${e}</span>`)}</p></section>`:``}
  ${e.languages.length?o`<section class="ld-section">${m(s(`detail.languages`))}<p class="badges">${e.languages.map(e=>o`<span class="badge badge-outline">${e}</span>`)}</p></section>`:``}
  ${e.bio?o`<section class="ld-section">${m(s(`detail.about`))}<p class="prewrap">${e.bio}</p></section>`:``}
  ${e.majorCases?o`<section class="ld-section">${m(s(`detail.majorCases`))}<p class="prewrap">${e.majorCases}</p></section>`:``}
  ${e.freePr?o`<blockquote class="ld-pr">“${e.freePr}”</blockquote>`:``}
</div>`}export{_ as n,l as r,h as t};