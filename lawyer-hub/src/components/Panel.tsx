// A card: bordered white box with an optional title row. Plain markup instead of antd Card,
// which brings the whole Tabs component along (bundle budget).
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

type PanelProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  variant?: string;
  styles?: { body?: CSSProperties };
};

export function Panel({ title, extra, size, styles, children, className, variant: _variant, ...rest }: PanelProps) {
  return (
    <section className={`lh-panel${size === 'small' ? ' lh-panel-small' : ''}${className ? ` ${className}` : ''}`} {...rest}>
      {(title || extra) && (
        <div className="lh-panel-head">
          <div className="lh-panel-title">{title}</div>
          {extra}
        </div>
      )}
      <div className="lh-panel-body" style={styles?.body}>
        {children}
      </div>
    </section>
  );
}
