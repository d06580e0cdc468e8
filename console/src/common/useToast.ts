// Notifications with a title and a description (the spec's toasts are 'Title / description'),
// shown by layout/SingleNotification: the first line is the title.
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

type Type = 'success' | 'error' | 'info' | 'warning';

export function useToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (title: string, description?: string | null, type: Type = 'success', args?: Record<string, unknown>) => {
      const t = translate(title, { _: title, ...args });
      const d = description ? translate(description, { _: description, ...args }) : '';
      notify(d ? `${t}\n${d}` : t, { type, autoHideDuration: type === 'error' ? 6000 : 4000 });
    },
    [notify, translate],
  );
}
