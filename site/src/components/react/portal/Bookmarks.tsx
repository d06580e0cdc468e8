// /client/bookmarks: one card per bookmarked lawyer who is approved and visible, with the spec's
// fields and defaults (Specialty 'General Practice', Region 'N/A'), Book Now, the lawyer's message,
// the Special Coupon block with Download (download_bookmark_coupon: the database checks the
// bookmark, the coupon and that the client does not hold it yet), and removing the bookmark.
import { useCallback, useEffect, useState } from 'react';
import { formatWon, initials, shortId } from '@shared/format.ts';
import { storageImageSources } from '@shared/storage.ts';
import { imageTransform } from '../../../lib/api/config.ts';
import { ApiError } from '../../../lib/api/rest.ts';
import type { Lawyer } from '../../../lib/api/types.ts';
import { safeUrl } from '../../../lib/html.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { useI18n } from '../../../lib/i18n/react.ts';
import { lawyerRegions, lawyerSpecialties } from '../../../lib/i18n/names.ts';
import { downloadBookmarkCoupon, fetchBookmarkCards, removeBookmark, type BookmarkCard } from '../../../lib/portal/api.ts';
import { discountOff, isOfferExpired } from '../../../lib/portal/coupons.ts';
import { formatInstantDate } from '../../../lib/portal/dates.ts';
import { useNow, usePortalSession } from '../../../lib/portal/react.ts';
import { toast } from '../../../lib/toast.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { ConfirmDialog, Empty, Icon, Loading, LoadError } from './ui.tsx';
import { link } from '../../../lib/i18n/index.ts';

/** The spec's default specialty (English; shown as portal.bookmarks.generalPractice in the page's language). */
export const DEFAULT_BOOKMARK_SPECIALTY = 'General Practice';
export const DEFAULT_BOOKMARK_REGION = 'N/A';

export default function Bookmarks() {
  return (
    <ErrorBoundary>
      <BookmarksView />
    </ErrorBoundary>
  );
}

function BookmarksView() {
  const { t } = usePortalI18n();
  const session = usePortalSession();
  const userId = session.status === 'ready' ? session.user!.id : null;
  const [cards, setCards] = useState<BookmarkCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BookmarkCard | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      setCards(await fetchBookmarkCards(userId));
      setFailed(false);
    } catch (e) {
      console.error('Failed to load bookmarks', e);
      setFailed(true);
    }
  }, [userId]);

  useEffect(() => void load(), [load]);

  async function download(card: BookmarkCard) {
    if (!card.coupon || downloading) return;
    const code = card.coupon.code;
    setDownloading(card.bookmark.id);
    try {
      await downloadBookmarkCoupon(card.bookmark.id);
      toast({ title: t('portal.coupon.success', { code }), description: t('portal.coupon.successText') });
      setCards((list) => list?.map((c) => (c.bookmark.id === card.bookmark.id ? { ...c, held: true } : c)) ?? list);
    } catch (e) {
      const hint = e instanceof ApiError ? e.hint : null;
      if (hint === 'already_have') {
        toast({ title: t('portal.coupon.already') });
        setCards((list) => list?.map((c) => (c.bookmark.id === card.bookmark.id ? { ...c, held: true } : c)) ?? list);
      } else if (e instanceof ApiError && (e.status === 401 || e.code === '42501')) {
        toast({ variant: 'destructive', title: t('portal.coupon.login') });
      } else {
        console.error('Coupon download failed', e);
        toast({
          variant: 'destructive',
          title: t('portal.coupon.failed'),
          description: hint === 'coupon_unavailable' || hint === 'no_coupon' ? t('portal.coupon.unavailable') : undefined,
        });
        if (hint === 'coupon_unavailable' || hint === 'no_coupon' || hint === 'not_found') void load();
      }
    } finally {
      setDownloading(null);
    }
  }

  async function confirmRemove() {
    const card = removing;
    if (!card || !userId || busy) return;
    setBusy(true);
    try {
      await removeBookmark(userId, card.bookmark.id);
      setCards((list) => list?.filter((c) => c.bookmark.id !== card.bookmark.id) ?? list);
      setRemoving(null);
      toast({ title: t('portal.bookmarks.removed') });
    } catch (e) {
      console.error('Failed to remove the bookmark', e);
      toast({ variant: 'destructive', title: t('portal.bookmarks.removeFailed') });
    } finally {
      setBusy(false);
    }
  }

  if (failed && cards === null) return <LoadError onRetry={() => { setFailed(false); void load(); }} />;
  if (cards === null) return <Loading />;
  if (cards.length === 0) {
    return (
      <Empty title={t('portal.bookmarks.empty')} text={t('portal.bookmarks.emptyText')}>
        <a className="btn btn-primary" href={link('/lawyers')}><Icon name="search" /> {t('portal.findLawyers')}</a>
      </Empty>
    );
  }
  return (
    <>
      <ul className="portal-grid" aria-label={t('portal.bookmarks.title')}>
        {cards.map((c) => (
          <li key={c.bookmark.id}>
            <BookmarkCardView card={c} downloading={downloading === c.bookmark.id} onDownload={() => void download(c)} onRemove={() => setRemoving(c)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('portal.bookmarks.removeTitle')}
        confirmLabel={t('portal.bookmarks.removeConfirm')}
        cancelLabel={t('portal.bookmarks.keep')}
        busy={busy}
        danger
        onConfirm={() => void confirmRemove()}
        onClose={() => !busy && setRemoving(null)}
      >
        <p>{removing && t('portal.bookmarks.removeText', { name: removing.lawyer.nameEnglish })}</p>
      </ConfirmDialog>
    </>
  );
}

function Avatar({ lawyer }: { lawyer: Lawyer }) {
  // a thumbnail of the size shown (Storage image transformation, 1x and 2x) when enabled
  const url = safeUrl(lawyer.imageUrl);
  const img = url ? storageImageSources(url, 64, imageTransform()) ?? { src: url, srcset: null } : null;
  return (
    <span className="avatar" style={{ ['--size' as string]: '64px' }}>
      {img ? (
        <img src={img.src} srcSet={img.srcset ?? undefined} alt="" width={64} height={64} loading="lazy" decoding="async" />
      ) : (
        <span aria-hidden="true">{initials(lawyer.nameEnglish === 'N/A' ? '' : lawyer.nameEnglish)}</span>
      )}
    </span>
  );
}

function BookmarkCardView({ card, downloading, onDownload, onRemove }: { card: BookmarkCard; downloading: boolean; onDownload: () => void; onRemove: () => void }) {
  const { t, locale } = usePortalI18n();
  // category and region names in the page's language (the site's dictionary, lib/i18n/names.ts)
  const { t: siteT } = useI18n();
  const now = useNow();
  const { lawyer: l, bookmark: b, coupon } = card;
  const message = b.lawyer_message?.trim() || null;
  const expired = coupon ? isOfferExpired(coupon.valid_until, now) : false;
  const off = coupon ? discountOff(coupon) : null;
  const couponName = coupon ? (locale.startsWith('ko') ? coupon.name_korean || coupon.name_english : coupon.name_english || coupon.name_korean) : '';
  // the lawyer wrote the name in Korean or English, whatever the page's language: say which
  const couponNameLang = coupon ? (couponName === coupon.name_korean ? 'ko' : 'en') : undefined;
  const fees: [number, number][] = [[20, l.fee20min], [40, l.fee40min], [60, l.fee60min]];
  return (
    <article className="card portal-card portal-bookmark" data-lawyer-id={l.id}>
      <div className="pb-head">
        <Avatar lawyer={l} />
        <div className="pb-names">
          <h2 className="portal-card-title">{l.nameEnglish}</h2>
          <p className="pb-kname" lang="ko">{l.nameKorean}</p>
          <p className="pb-id">{t('portal.bookmarks.id', { id: shortId(l.id) })}</p>
        </div>
        <button type="button" className="btn btn-icon bookmark pb-remove" aria-pressed="true" aria-label={t('portal.bookmarks.removeLabel', { name: l.nameEnglish })} title={t('portal.bookmarks.remove')} onClick={onRemove}>
          <svg className="icon heart" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"><path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" /></svg>
        </button>
      </div>
      <dl className="pb-meta">
        <div><dt>{t('portal.bookmarks.specialty')}</dt><dd>{lawyerSpecialties(siteT, l)[0] || t('portal.bookmarks.generalPractice')}</dd></div>
        <div><dt>{t('portal.bookmarks.region')}</dt><dd>{l.regions.length ? lawyerRegions(siteT, l)[0] : DEFAULT_BOOKMARK_REGION}</dd></div>
      </dl>
      <p className="pb-bar"><Icon name="award" /> {t('portal.bookmarks.bar', { year: l.barAssociationYear })}</p>
      <div>
        <p className="lc-label">{t('portal.bookmarks.fees')}</p>
        <dl className="fees">
          {fees.map(([m, fee]) => (
            <div key={m}><dt>{t('portal.minutes', { n: m })}</dt><dd>{formatWon(fee)}</dd></div>
          ))}
        </dl>
      </div>
      <a className="btn btn-primary btn-block" href={link(`/booking?lawyer=${encodeURIComponent(l.id)}`)}>
        {t('portal.bookmarks.bookNow')}<span className="sr-only"> – {l.nameEnglish}</span>
      </a>
      {message && (
        // a heading, not a landmark: every card has one, and landmarks must be unique (axe)
        <div className="pb-message">
          <h3><Icon name="message" /> {t('portal.bookmarks.message')}</h3>
          <p className="prewrap">{message}</p>
        </div>
      )}
      {coupon && off && (
        <div className="pb-coupon">
          <h3><Icon name="gift" /> {t('portal.bookmarks.coupon')}</h3>
          <p className="pb-coupon-name" lang={couponNameLang}>{couponName}</p>
          <p className="pb-coupon-off">{off.kind === 'percent' ? t('portal.bookmarks.percentOff', { v: off.value }) : t('portal.bookmarks.wonOff', { v: off.value })}</p>
          <p className="pb-coupon-code">{t('portal.bookmarks.code', { code: coupon.code })}</p>
          <p className="portal-small">{expired ? t('portal.bookmarks.expired') : t('portal.bookmarks.validUntil', { date: formatInstantDate(coupon.valid_until, locale) })}</p>
          <div className="pb-coupon-actions">
            <button type="button" className="btn btn-outline btn-sm" onClick={onDownload} disabled={downloading || expired} aria-busy={downloading}>
              <Icon name="download" /> {downloading ? t('portal.bookmarks.downloading') : t('portal.bookmarks.download')}
            </button>
            {card.held && <a className="portal-small" href={link('/client/coupons')}><Icon name="check" size={14} /> {t('portal.bookmarks.held')}</a>}
          </div>
        </div>
      )}
      {!message && !coupon && <p className="portal-hint">{t('portal.bookmarks.nothing')}</p>}
    </article>
  );
}
