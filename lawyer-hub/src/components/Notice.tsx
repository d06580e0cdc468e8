import { ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** A full-page message (access refused, 404, load failure): light, no illustrations. */
export function Notice({ tone = 'info', title, subtitle, action, full = true }: { tone?: 'info' | 'warning' | 'error'; title: string; subtitle?: string; action?: ReactNode; full?: boolean }) {
  const color = tone === 'info' ? '#1d4ed8' : tone === 'warning' ? '#b45309' : '#b91c1c';
  const Icon = tone === 'info' ? InfoCircleOutlined : ExclamationCircleOutlined;
  const body = (
    <div className="lh-notice" role={tone === 'info' ? 'status' : 'alert'}>
      <Icon style={{ fontSize: 48, color }} aria-hidden="true" />
      <h1 className="lh-h" style={{ fontSize: 24, margin: '16px 0 8px' }}>
        {title}
      </h1>
      {subtitle && <p className="lh-muted" style={{ margin: '0 0 20px' }}>{subtitle}</p>}
      {action}
    </div>
  );
  return full ? <main className="lh-notice-page">{body}</main> : body;
}
