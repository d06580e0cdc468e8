import type { ReactNode } from 'react';
import { Panel } from '../../components/Panel.tsx';
import { messages as t } from '../../i18n/ko.ts';

/** The frame of the sign-up and log-in screens. */
export function AuthShell({ title, subtitle, wide, children }: { title: string; subtitle?: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="lh-auth">
      <Panel className={`lh-auth-card${wide ? ' lh-auth-wide' : ''}`} variant="outlined">
        <a href="/" className="lh-brand" style={{ border: 0, padding: 0, height: 'auto', marginBottom: 16 }}>
          <span className="lh-brand-mark" aria-hidden="true">
            K
          </span>
          <span className="lh-brand-text">
            {t.app.brand}
            <small>{t.app.brandSub}</small>
          </span>
        </a>
        <h1 className="lh-h" style={{ fontSize: 26, marginTop: 0 }}>
          {title}
        </h1>
        {subtitle && <p className="lh-muted">{subtitle}</p>}
        {children}
      </Panel>
    </main>
  );
}
