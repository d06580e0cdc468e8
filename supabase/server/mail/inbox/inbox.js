// The local inbox page: lists /_inbox/email and shows one message; no framework, no inline script.
'use strict';
(() => {
  const base = location.pathname.replace(/\/(index\.html)?$/, '');
  const $ = (id) => document.getElementById(id);
  let selected = null;
  let lastIds = '';

  const fmtAddr = (list) => (list || []).map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(', ');
  const fmtDate = (iso) => new Date(iso).toLocaleString();

  async function api(path, init) {
    const r = await fetch(`${base}/${path}`, { cache: 'no-store', ...init });
    if (!r.ok) throw new Error(`${r.status}`);
    return r.json();
  }

  /** Text with its URLs as links, built as DOM nodes (the text is never parsed as HTML). */
  function linkified(text) {
    const frag = document.createDocumentFragment();
    const re = /https?:\/\/[^\s<>"')\]]+/g;
    let at = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      frag.append(text.slice(at, m.index));
      const a = document.createElement('a');
      a.href = m[0];
      a.textContent = m[0];
      a.rel = 'noopener noreferrer';
      frag.append(a);
      at = m.index + m[0].length;
    }
    frag.append(text.slice(at));
    return frag;
  }

  function showTab(which) {
    $('tab-html').setAttribute('aria-selected', String(which === 'html'));
    $('tab-text').setAttribute('aria-selected', String(which === 'text'));
    $('html').hidden = which !== 'html';
    $('text').hidden = which !== 'text';
  }

  async function open(id) {
    selected = id;
    const m = await api(`email/${encodeURIComponent(id)}`);
    $('message').hidden = false;
    $('subject').textContent = m.subject || '(no subject)';
    $('from').textContent = fmtAddr(m.from);
    $('to').textContent = fmtAddr(m.to);
    $('date').textContent = fmtDate(m.date);
    $('text').replaceChildren(linkified(m.text || ''));
    $('html').src = `${base}/email/${encodeURIComponent(id)}/html`;
    $('source').href = `${base}/email/${encodeURIComponent(id)}/source`;
    const atts = $('attachments');
    atts.replaceChildren(...(m.attachments || []).map((a) => {
      const li = document.createElement('li');
      const link = document.createElement('a');
      link.href = `${base}/email/${encodeURIComponent(id)}/attachment/${encodeURIComponent(a.generatedFileName)}`;
      link.textContent = `${a.fileName || a.generatedFileName} (${a.contentType}, ${a.length} B)`;
      li.append(link);
      return li;
    }));
    showTab(m.html ? 'html' : 'text');
    await refresh(true);
  }

  async function refresh(force) {
    let mails;
    try {
      mails = await api('email');
    } catch {
      return;
    }
    const ids = mails.map((m) => `${m.id}:${m.read}`).join(',') + `|${selected}`;
    if (!force && ids === lastIds) return;
    lastIds = ids;
    $('empty').hidden = mails.length > 0;
    $('list').replaceChildren(...mails.slice().reverse().map((m) => {
      const li = document.createElement('li');
      if (!m.read) li.className = 'unread';
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.id = m.id;
      if (m.id === selected) b.setAttribute('aria-current', 'true');
      const subj = document.createElement('span');
      subj.className = 'subj';
      subj.textContent = m.subject || '(no subject)';
      const to = document.createElement('span');
      to.className = 'to';
      to.textContent = `To: ${fmtAddr(m.to)}`;
      const when = document.createElement('span');
      when.className = 'when';
      when.textContent = fmtDate(m.date);
      b.append(subj, to, when);
      b.addEventListener('click', () => { void open(m.id); });
      li.append(b);
      return li;
    }));
    if (selected && !mails.some((m) => m.id === selected)) {
      selected = null;
      $('message').hidden = true;
    }
  }

  $('refresh').addEventListener('click', () => { void refresh(true); });
  $('clear').addEventListener('click', async () => {
    await api('email/all', { method: 'DELETE' });
    await refresh(true);
  });
  $('tab-html').addEventListener('click', () => showTab('html'));
  $('tab-text').addEventListener('click', () => showTab('text'));
  api('config').then((c) => { $('smtp').textContent = c.smtpUrl; }, () => {});
  void refresh(true);
  setInterval(() => { void refresh(false); }, 2000);
})();
