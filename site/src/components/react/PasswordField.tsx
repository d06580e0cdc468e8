// A password input with a show/hide toggle: the button switches the input between type=password
// and type=text, says what it will do (aria-label) and whether the password is shown (aria-pressed).
import { useState, type InputHTMLAttributes } from 'react';
import { useI18n } from '../../lib/i18n/react.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  id: string;
  value: string;
  onValue: (value: string) => void;
};

export function PasswordField({ id, value, onValue, className, ...rest }: Props) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <input id={id} className={className ?? 'input'} type={shown ? 'text' : 'password'} value={value} onChange={(e) => onValue(e.target.value)} {...rest} />
      <button
        type="button"
        className="password-toggle"
        aria-controls={id}
        aria-pressed={shown}
        aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
        title={shown ? t('auth.hidePassword') : t('auth.showPassword')}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {shown ? null : <path d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
