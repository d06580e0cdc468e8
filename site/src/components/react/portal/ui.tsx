// Small building blocks of the portal islands: badges, loading/empty/error states, the local-time
// line, the confirmation dialog (native <dialog>: focus moves in, Escape closes, focus returns).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Tone } from '../../../lib/portal/status.ts';
import { localTimeOf } from '../../../lib/portal/dates.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`badge pbadge pbadge-${tone}`}>{children}</span>;
}

export function Loading({ label }: { label?: string }) {
  const { t } = usePortalI18n();
  return (
    <p className="portal-status" role="status" aria-live="polite">
      <span className="portal-spinner" aria-hidden="true" />
      {label ?? t('portal.loading')}
    </p>
  );
}

export function Empty({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="portal-empty" role="status">
      <p className="portal-empty-title">{title}</p>
      {text && <p>{text}</p>}
      {children && <div className="portal-empty-actions">{children}</div>}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = usePortalI18n();
  return (
    <div className="portal-empty" role="alert">
      <p className="portal-empty-title">{t('portal.loadError')}</p>
      <div className="portal-empty-actions">
        <button type="button" className="btn btn-outline" onClick={onRetry}>{t('portal.retry')}</button>
      </div>
    </div>
  );
}

/** "Your time: 03:00 CET" under a KST time, when the visitor's zone reads differently. */
export function LocalTime({ date, time, zone }: { date: string; time: string; zone: string }) {
  const { t, locale } = usePortalI18n();
  const local = localTimeOf(date, time, zone, locale);
  if (!local) return null;
  return (
    <span className="portal-local">
      {local.dateLabel
        ? t('portal.yourTimeOtherDay', { date: local.dateLabel, time: local.time, zone: local.zone })
        : t('portal.yourTime', { time: local.time, zone: local.zone })}
    </span>
  );
}

export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = usePortalI18n();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Icon name="external" />
      <span className="sr-only"> {t('portal.newTab')}</span>
    </a>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy, busyLabel, danger, onConfirm, onClose }: ConfirmProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal portal-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current && !busy) onClose();
      }}
    >
      <div className="portal-dialog-inner">
        <h2 id={`${id}-t`}>{title}</h2>
        <div id={`${id}-d`} className="portal-dialog-body">{children}</div>
        <div className="portal-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy} autoFocus>{cancelLabel}</button>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

const PATHS = {
  calendar: '<rect x="3" y="4.5" width="18" height="16" rx="2"/><path d="M3 9.5h18M8 2.5v4M16 2.5v4"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  tag: '<path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  won: '<path d="M4 7l3 10 3-8 2 0 3 8 3-10M3 11h18M3 14h18"/>',
  video: '<rect x="3" y="6" width="13" height="12" rx="2"/><path d="m16 10 5-3v10l-5-3z"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  download: '<path d="M12 4v11M7 10l5 5 5-5M5 20h14"/>',
  pin: '<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>',
  award: '<circle cx="12" cy="9" r="6"/><path d="m8.5 14-1.5 7 5-3 5 3-1.5-7"/>',
  briefcase: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2"/>',
  message: '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3 8 4s1 4 4 4zM12 8s1.5-5 4-4-1 4-4 4z"/>',
  heartOff: '<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"/>',
  x: '<path d="M18 6 6 18M6 6l12 12"/>',
  check: '<path d="M20 6 9 17l-5-5"/>',
  receipt: '<path d="M6 3h12v18l-3-2-3 2-3-2-3 2z"/><path d="M9 8h6M9 12h6"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  list: '<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01"/>',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      dangerouslySetInnerHTML={{ __html: PATHS[name] }}
    />
  );
}
