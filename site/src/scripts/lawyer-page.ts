// /lawyer/:id (and /<lang>/lawyer/:id): Back goes back in history (or to the directory in the
// page's language when the page was opened directly). The detail is server-rendered in the page's
// language.

const back = document.getElementById('back-button');
back?.addEventListener('click', (e) => {
  const sameOrigin = document.referrer && new URL(document.referrer).origin === window.location.origin;
  if (sameOrigin && window.history.length > 1) {
    e.preventDefault();
    window.history.back();
  }
});
