// The lawyer's written follow-up on a completed booking (issue 29, item 5), in the page's language:
// a machine translation labelled as such with the original (Korean) one click away, as in the
// consultation room; without a translation provider the original with a notice. A corrected
// follow-up says so, and the earlier versions stay readable.
import { useEffect, useState } from 'react';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { formatInstantDate } from '../../../lib/portal/dates.ts';
import { fetchFollowUp, followUpView, type FollowUp } from '../../../lib/portal/followUp.ts';
import { Badge } from './ui.tsx';

type State = { status: 'loading' } | { status: 'none' } | { status: 'error' } | { status: 'ready'; followUp: FollowUp };

export function BookingFollowUp({ bookingId }: { bookingId: string }) {
  const { t, lang, locale } = usePortalI18n();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [showOriginal, setShowOriginal] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchFollowUp(bookingId, lang)
      .then((f) => { if (live) setState(f ? { status: 'ready', followUp: f } : { status: 'none' }); })
      .catch((e: unknown) => {
        console.warn('[portal] follow-up', e);
        if (live) setState({ status: 'error' });
      });
    return () => { live = false; };
  }, [bookingId, lang]);

  if (state.status === 'error') return <p className="portal-hint" role="alert">{t('portal.followUp.loadFailed')}</p>;
  if (state.status !== 'ready') return null;
  const f = state.followUp;
  const view = followUpView(f, lang);
  const shown = showOriginal && view.original ? view.original : view.text;
  const earlier = f.versions.slice(0, -1);

  return (
    // no accessible name: one per completed booking, so not a landmark of its own (axe landmark-unique)
    <section className="portal-details portal-follow-up" data-testid="follow-up">
      <h3 id={`follow-up-${bookingId}`}>
        {t('portal.followUp.title')}{' '}
        {f.corrected && <Badge tone="yellow">{t('portal.followUp.corrected')}</Badge>}
      </h3>
      <p className="portal-hint" data-testid="follow-up-date">
        {f.corrected
          ? t('portal.followUp.correctedOn', { date: formatInstantDate(f.created_at, locale) })
          : t('portal.followUp.writtenOn', { date: formatInstantDate(f.created_at, locale) })}
      </p>
      <p className="prewrap" data-testid="follow-up-text" lang={showOriginal || !view.machine ? 'ko' : lang}>{shown}</p>
      {view.machine && (
        <p className="portal-hint">
          <span data-testid="follow-up-mt">{t('portal.followUp.machineTranslation')}</span>{' · '}
          <button type="button" className="btn btn-ghost btn-sm" aria-pressed={showOriginal} onClick={() => setShowOriginal((v) => !v)} data-testid="follow-up-toggle">
            {showOriginal ? t('portal.followUp.showTranslation') : t('portal.followUp.showOriginal')}
          </button>
        </p>
      )}
      {view.untranslated && <p className="notice notice-info" data-testid="follow-up-untranslated">{t('portal.followUp.untranslated')}</p>}
      {earlier.length > 0 && (
        <details data-testid="follow-up-versions">
          <summary>{t('portal.followUp.earlier', { n: earlier.length })}</summary>
          <ol>
            {earlier.map((v) => (
              <li key={v.version}>
                <p className="portal-hint">{t('portal.followUp.version', { n: v.version, date: formatInstantDate(v.created_at, locale) })}</p>
                <p className="prewrap" lang="ko">{v.body}</p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
