import { useI18n } from '../../lib/i18n/react.ts';
import { link } from '../../lib/i18n/index.ts';

export function ErrorScreen({ message, status }: { message: string; status?: number }) {
  const { t } = useI18n();
  return (
    <div className="error-page" role="alert">
      <h1>{t('error.title')}</h1>
      <pre>{status ? `${status} ` : ''}{message}</pre>
      <p>
        <a className="btn btn-primary" href={link('/')}>{t('error.home')}</a>
      </p>
    </div>
  );
}
