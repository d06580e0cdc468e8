// /client/coupons: the client's coupons, newest first: issued date, issuing lawyer (a link to book
// with them; disabled when unknown), discount, validity, status (Available / Used / Expired;
// rows that are not available are dimmed) and the date of use.
import { useCallback, useEffect, useState } from 'react';
import { formatWon } from '@shared/format.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { fetchHeldCoupons, type HeldCoupon } from '../../../lib/portal/api.ts';
import { discountText } from '../../../lib/portal/coupons.ts';
import { formatInstantDate } from '../../../lib/portal/dates.ts';
import { useNow, usePortalSession } from '../../../lib/portal/react.ts';
import { COUPON_STATUS_KEYS, COUPON_STATUS_TONES, couponStatus } from '../../../lib/portal/status.ts';
import { toast } from '../../../lib/toast.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { Badge, Empty, Icon, Loading, LoadError } from './ui.tsx';
import { link } from '../../../lib/i18n/index.ts';

export default function Coupons() {
  return (
    <ErrorBoundary>
      <CouponsView />
    </ErrorBoundary>
  );
}

function CouponsView() {
  const { t, locale } = usePortalI18n();
  const session = usePortalSession();
  const now = useNow();
  const userId = session.status === 'ready' ? session.user!.id : null;
  const [coupons, setCoupons] = useState<HeldCoupon[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      setCoupons(await fetchHeldCoupons(userId));
      setFailed(false);
    } catch (e) {
      console.error('Failed to load coupons', e);
      toast({ variant: 'destructive', title: t('portal.coupons.loadFailed'), description: t('portal.coupons.loadFailedText') });
      setFailed(true);
    }
  }, [userId]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => void load(), [load]);

  if (failed && coupons === null) return <LoadError onRetry={() => { setFailed(false); void load(); }} />;
  if (coupons === null) return <Loading />;
  if (coupons.length === 0) {
    return (
      <Empty title={t('portal.coupons.empty')} text={t('portal.coupons.emptyText')}>
        <a className="btn btn-primary" href={link('/lawyers')}><Icon name="search" /> {t('portal.findLawyers')}</a>
      </Empty>
    );
  }

  const date = (iso: string | null | undefined) => formatInstantDate(iso, locale);

  return (
    <div className="card portal-table-wrap">
      <table className="portal-table">
        <caption className="sr-only">{t('portal.coupons.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('portal.coupons.coupon')}</th>
            <th scope="col">{t('portal.coupons.issuedDate')}</th>
            <th scope="col">{t('portal.coupons.issuedBy')}</th>
            <th scope="col">{t('portal.coupons.discount')}</th>
            <th scope="col">{t('portal.coupons.valid')}</th>
            <th scope="col">{t('portal.coupons.status')}</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((uc) => {
            const c = uc.coupons;
            const status = couponStatus({ is_used: uc.is_used, valid_until: c?.valid_until }, now);
            const name = uc.issuer?.name || t('portal.coupons.unknownLawyer');
            const couponName = c ? (locale.startsWith('ko') ? c.name_korean || c.name_english : c.name_english || c.name_korean) : '';
            // written by an administrator or the lawyer in Korean or English, whatever the page's language
            const couponNameLang = c ? (couponName === c.name_korean ? 'ko' : 'en') : undefined;
            return (
              <tr key={uc.id} className={status === 'available' ? undefined : 'is-dimmed'} data-coupon-code={c?.code} data-status={status}>
                <th scope="row" data-label={t('portal.coupons.coupon')}>
                  <span className="portal-coupon-name" lang={couponNameLang}>{couponName}</span>
                  {c && <span className="portal-mono portal-small">{c.code}</span>}
                </th>
                <td data-label={t('portal.coupons.issuedDate')}>{date(uc.created_at)}</td>
                <td data-label={t('portal.coupons.issuedBy')}>
                  {uc.issuer ? (
                    <a href={link(`/booking?lawyer=${encodeURIComponent(uc.issuer.lawyerId)}`)} title={t('portal.coupons.bookWith', { name })}>{name}</a>
                  ) : (
                    <button type="button" className="portal-linklike" disabled>{name}</button>
                  )}
                </td>
                <td data-label={t('portal.coupons.discount')}>
                  {c && (
                    <>
                      <strong>{discountText(c)}</strong>
                      {c.min_amount ? <span className="portal-small">{t('portal.coupons.minAmount', { amount: formatWon(c.min_amount) })}</span> : null}
                      {c.discount_type === 'percentage' && c.max_discount ? <span className="portal-small">{t('portal.coupons.maxDiscount', { amount: formatWon(c.max_discount) })}</span> : null}
                    </>
                  )}
                </td>
                <td data-label={t('portal.coupons.valid')}>{c && t('portal.coupons.validRange', { from: date(c.valid_from), to: date(c.valid_until) })}</td>
                <td data-label={t('portal.coupons.status')}>
                  <Badge tone={COUPON_STATUS_TONES[status]}>{t(COUPON_STATUS_KEYS[status])}</Badge>
                  {uc.is_used && uc.used_at && <span className="portal-small">{t('portal.coupons.usedOn', { date: date(uc.used_at) })}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
