// Toasts: antd's notification API with title = `message`, body = `description` (the spec's
// 'title / description' toasts). At most one toast is visible at a time (maxCount 1): a newer
// one replaces the older. <NotificationHost> lives in the app shell, so a toast survives route
// changes; Refine gets it through `useNotificationProvider`, the log-in and sign-up screens (which
// run before Refine is loaded) through `useToast`.
import type { NotificationProvider } from '@refinedev/core';
import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { messages } from '../i18n/ko.ts';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

const NotificationApi = createContext<NotificationInstance | null>(null);

export const TOAST_DURATION_S = 4;
/** The header's height (styles.css .lh-header) and a gap. */
export const TOAST_TOP_PX = 64 + 12;

export interface Toast {
  key?: string;
  type: 'success' | 'error' | 'info' | 'warning';
  message: string;
  description?: string;
  /** The raw text of an error the portal does not know, behind a '자세히 보기' toggle. */
  detail?: string | null;
}

function Described({ description, detail }: { description?: string; detail: string }) {
  return (
    <>
      {description}
      <details className="lh-error-detail" data-testid="error-detail">
        <summary>{messages.errors.detailToggle}</summary>
        <code>{detail}</code>
      </details>
    </>
  );
}

export function NotificationHost({ children }: { children: ReactNode }) {
  // top, centred, below the 64 px header (which holds the bell and the name): the page's own
  // actions sit at the sides of its title row and in its cards, not under the toast
  const [api, holder] = notification.useNotification({ maxCount: 1, placement: 'top', top: TOAST_TOP_PX, duration: TOAST_DURATION_S });
  return (
    <NotificationApi.Provider value={api}>
      {holder}
      {children}
    </NotificationApi.Provider>
  );
}

export function useToast(): (t: Toast) => void {
  const api = useContext(NotificationApi);
  return useCallback(
    ({ key, type, message, description, detail }: Toast) => {
      const body = detail ? <Described description={description} detail={detail} /> : description;
      // a toast with a detail stays until closed: the detail is there to be read or copied
      api?.open({ key, message, description: body, type, role: type === 'error' ? 'alert' : 'status', ...(detail ? { duration: 0 } : {}) });
    },
    [api],
  );
}

export function useNotificationProvider(): NotificationProvider {
  const api = useContext(NotificationApi);
  const toast = useToast();
  return useMemo(
    () => ({
      open: ({ key, message, description, type }) => toast({ key, type: type === 'progress' ? 'info' : type, message, description }),
      close: (key) => api?.destroy(key),
    }),
    [api, toast],
  );
}
