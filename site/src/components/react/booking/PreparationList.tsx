// "What to prepare" for a booking's kind of consultation (issue 29, item 4): the shared
// per-category list (@shared/bookingIntake.ts) in the page's language. The booking_paid e-mail
// shows the same list (packages/shared/src/notifications/preparationTexts.ts).
import { preparationChecklist } from '@shared/bookingIntake.ts';
import { useI18n } from '../../../lib/i18n/react.ts';

export function PreparationList({ consultationType, headingLevel = 3 }: { consultationType: string | null | undefined; headingLevel?: 3 | 4 }) {
  const { t } = useI18n();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="preparation" data-testid="preparation-list">
      <Heading>{t('prepare.title')}</Heading>
      <p className="muted">{t('prepare.lead')}</p>
      <ul className="checklist">
        {preparationChecklist(consultationType).map((k) => <li key={k}>{t(`prepare.item.${k}`)}</li>)}
      </ul>
    </div>
  );
}
