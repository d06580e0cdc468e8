// A modal dialog on the native <dialog> element (showModal: focus kept inside, Escape closes,
// the page behind is inert, top layer). Used for the bookmark dialogs and the mobile menu.
import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { messages as t } from '../i18n/ko.ts';

export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  className,
  labelledBy,
}: {
  open: boolean;
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`lh-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // a click on the backdrop (outside the panel) closes
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="lh-dialog-panel">
          {title && (
            <div className="lh-dialog-head">
              <h2 id={titleId} className="lh-h" style={{ fontSize: 18, margin: 0 }}>
                {title}
              </h2>
              <Button type="text" icon={<CloseOutlined />} onClick={onClose} aria-label={t.common.close} />
            </div>
          )}
          <div className="lh-dialog-body">{children}</div>
          {footer && <div className="lh-dialog-foot">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
