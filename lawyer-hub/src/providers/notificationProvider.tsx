// Refine notification provider on antd's App notification API. Title = `message`, body =
// `description` (the spec's 'title / description' toasts). At most one toast is visible at a time
// (configured on <App notification={{ maxCount: 1 }}>): a newer one replaces the older.
import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) => {
      const kind = type === 'progress' ? 'info' : type;
      notification.open({ key, message, description, type: kind, placement: 'topRight', duration: 4 });
    },
    close: (key) => notification.destroy(key),
  };
}
