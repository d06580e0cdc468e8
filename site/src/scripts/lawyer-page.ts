// /lawyer/:id: Back goes back in history (or to /lawyers when the page was opened directly), and
// the server-rendered detail is re-rendered when the visitor's language is not English.
import type { Lawyer } from '../lib/api/types.ts';
import { i18n } from '../lib/i18n/index.ts';
import { renderLawyerDetail } from '../components/lawyer/render.ts';

const back = document.getElementById('back-button');
back?.addEventListener('click', (e) => {
  const sameOrigin = document.referrer && new URL(document.referrer).origin === window.location.origin;
  if (sameOrigin && window.history.length > 1) {
    e.preventDefault();
    window.history.back();
  }
});

const root = document.getElementById('lawyer-detail');
const raw = document.getElementById('lawyer-data')?.textContent;
if (root && raw) {
  const lawyer = JSON.parse(raw) as Lawyer;
  i18n.subscribe(() => {
    root.innerHTML = renderLawyerDetail(lawyer, { headingLevel: 1 }).value;
  });
}
