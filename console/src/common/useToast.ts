// Notifications with a title and a description (the spec's toasts are 'Title / description'),
// shown by layout/SingleNotification: the first line is the title.
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { consoleError } from './errors.ts';

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

/**
 * An error toast (issue 16): the title, then the error's Korean message (common/errors.ts; a
 * screen's own message key first when given); unknown errors carry their raw text for the
 * '자세히 보기' toggle of layout/SingleNotification.
 */
export function useErrorToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (title: string, error: unknown, specificKey?: string | null) => {
      const { key, detail } = consoleError(error);
      const t = translate(title, { _: title });
      const d = translate(specificKey ?? key, { _: specificKey ?? key });
      notify(`${t}\n${d}`, { type: 'error', autoHideDuration: 6000, messageArgs: detail ? { klegalDetail: detail } : undefined });
    },
    [notify, translate],
  );
}
