// A file picker: a visually hidden native <input type="file"> behind a button (keyboard and
// screen-reader friendly), with the chosen file's name. Lighter than antd Upload.
import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useRef, type ReactNode } from 'react';

export function FileButton({
  accept,
  label,
  icon,
  onFile,
  fileName,
  loading,
  disabled,
  id,
  describedBy,
}: {
  accept: string;
  label: string;
  icon?: ReactNode;
  onFile: (file: File | null) => void;
  fileName?: string | null;
  loading?: boolean;
  disabled?: boolean;
  id?: string;
  describedBy?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <div className="lh-file">
      <input
        ref={ref}
        id={inputId}
        type="file"
        accept={accept}
        className="lh-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled || loading}
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <Button id={id} icon={icon} loading={loading} disabled={disabled} onClick={() => ref.current?.click()} aria-describedby={describedBy}>
        {label}
      </Button>
      {fileName && (
        <span className="lh-file-name" data-testid="chosen-file">
          <PaperClipOutlined aria-hidden="true" /> {fileName}
        </span>
      )}
    </div>
  );
}
