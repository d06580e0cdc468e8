// Shared form fields of the portal: native inputs styled like antd's, with a label, an optional
// hint and an error message wired up for screen readers. Used by the profile form and the
// bookmark dialogs; native controls keep these pages light (antd's Form/Input bring ~55 KB
// gzipped of form machinery) and behave best on phones.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { messages } from '../../i18n/ko.ts';

export function Field({ id, label, hint, error, required, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string | null; required?: boolean; children: ReactNode }) {
  return (
    <div className={`lh-field${error ? ' lh-field-error' : ''}`}>
      <label className="lh-label" htmlFor={id}>
        {label}
        {required && (
          <span className="lh-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <span className="lh-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
      {hint && (
        <span className="lh-extra" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** aria attributes linking a control to its Field's hint and error. */
export function describe(id: string, opts: { hint?: unknown; error?: string | null }) {
  const ids = [opts.error ? `${id}-error` : null, opts.hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': opts.error ? true : undefined, 'aria-describedby': ids || undefined };
}

export function TextInput({ value, onValue, className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; onValue: (v: string) => void }) {
  return <input className={`lh-input${className ? ` ${className}` : ''}`} value={value} onChange={(e) => onValue(e.target.value)} {...rest} />;
}

export function TextArea({ value, onValue, maxLength, showCount, ...rest }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & { value: string; onValue: (v: string) => void; showCount?: boolean }) {
  return (
    <>
      <textarea className="lh-textarea" value={value} onChange={(e) => onValue(e.target.value)} maxLength={maxLength} {...rest} />
      {showCount && maxLength && (
        <span className="lh-count-text" aria-hidden="true">
          {value.length.toLocaleString('ko-KR')} / {maxLength.toLocaleString('ko-KR')}
        </span>
      )}
    </>
  );
}

/** A checkbox with its label (native control, antd-like look through accent-color). */
export function CheckboxLabel({ checked, onChange, children, strong }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; strong?: boolean }) {
  return (
    <label className="lh-check" style={strong ? { fontWeight: 600 } : undefined}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ value, onValue, id, className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & { id: string; value: string; onValue: (v: string) => void }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="lh-input-suffix">
      <input id={id} className={className ?? 'lh-input'} type={shown ? 'text' : 'password'} value={value} onChange={(e) => onValue(e.target.value)} {...rest} />
      <button type="button" className="lh-eye" onClick={() => setShown((s) => !s)} aria-label={shown ? messages.common.hidePassword : messages.common.showPassword} aria-pressed={shown} aria-controls={id}>
        {shown ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}
      </button>
    </div>
  );
}
