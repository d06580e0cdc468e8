// The chosen lawyer's card on the booking page (spec §2 Booking).
import { formatWon, shortId } from '@shared/format.ts';
import type { Lawyer } from '../../../lib/api/types.ts';
import { useI18n } from '../../../lib/i18n/react.ts';
import { lawyerRegions, lawyerSpecialties, lawyerSpecialty } from '../../../lib/i18n/names.ts';
import { Avatar } from './LawyerPicker.tsx';

export const MAX_SPECIALTY_CHIPS = 8;

export function SelectedLawyer({ lawyer }: { lawyer: Lawyer }) {
  const { t } = useI18n();
  const specialties = lawyerSpecialties(t, lawyer);
  const chips = specialties.slice(0, MAX_SPECIALTY_CHIPS);
  const more = specialties.length - chips.length;
  return (
    <section className="card selected-lawyer" aria-labelledby="selected-lawyer-name">
      <div className="sl-head">
        <Avatar lawyer={lawyer} size={64} />
        <div>
          <h3 id="selected-lawyer-name">{lawyer.nameEnglish}</h3>
          <p className="muted" style={{ margin: 0 }} lang="ko">{lawyer.nameKorean}</p>
          <span className="badge">{lawyerSpecialty(t, lawyer)}</span>
        </div>
      </div>
      <p className="sl-meta">
        <span>ID# {shortId(lawyer.id)}</span>
        <span>{t('detail.barAdmission')}: {t('msg.year', { year: lawyer.barAssociationYear })}</span>
        <span>{t('detail.region')}: {lawyerRegions(t, lawyer)[0]}</span>
      </p>
      {chips.length > 0 && (
        <p className="badges" style={{ marginBottom: '.75rem' }}>
          {chips.map((s) => (
            <span key={s} className="badge badge-soft">{s}</span>
          ))}
          {more > 0 && <span className="badge badge-outline">+{more}</span>}
        </p>
      )}
      {lawyer.otherCertifications && <p style={{ margin: '0 0 .5rem' }}><strong>{t('detail.otherCerts')}:</strong> {lawyer.otherCertifications}</p>}
      {lawyer.bio && <p className="prewrap muted" style={{ margin: '0 0 .5rem' }}>{lawyer.bio}</p>}
      {lawyer.freePr && <blockquote className="ld-pr">“{lawyer.freePr}”</blockquote>}
      <table className="fee-table">
        <caption className="sr-only">{t('detail.fees')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('common.minutes', { n: 20 })}</th>
            <th scope="col">{t('common.minutes', { n: 40 })}</th>
            <th scope="col">{t('common.minutes', { n: 60 })}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{formatWon(lawyer.fee20min)}</td>
            <td>{formatWon(lawyer.fee40min)}</td>
            <td>{formatWon(lawyer.fee60min)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
