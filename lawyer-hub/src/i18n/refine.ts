// Refine's i18nProvider over the typed Korean dictionary: Refine's own texts (notifications,
// buttons) in Korean; dotted keys also reach our dictionary ('bookings.title').
import type { I18nProvider } from '@refinedev/core';
import { messages } from './ko.ts';

const REFINE_KO: Record<string, string> = {
  'buttons.logout': messages.nav.logout,
  'buttons.save': messages.common.save,
  'buttons.cancel': messages.common.cancel,
  'buttons.refresh': messages.common.reload,
  'notifications.success': '성공',
  'notifications.error': '오류 ({{statusCode}})',
  'notifications.undoable': '{{seconds}}초 안에 되돌릴 수 있습니다',
  'notifications.createSuccess': '생성되었습니다.',
  'notifications.editSuccess': '수정되었습니다.',
  'notifications.deleteSuccess': '삭제되었습니다.',
  'warnWhenUnsavedChanges': '저장하지 않은 변경 사항이 있습니다. 페이지를 떠나시겠습니까?',
  'pages.error.404': messages.notFound.subtitle,
};

function lookup(key: string): string | undefined {
  if (REFINE_KO[key]) return REFINE_KO[key];
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options?: Record<string, unknown>): string {
  if (!options) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k] ?? ''));
}

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const opts = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined;
    const def = typeof options === 'string' ? options : defaultMessage;
    const text = lookup(key);
    return interpolate(text ?? def ?? key, opts);
  },
  changeLocale: async () => undefined,
  getLocale: () => 'ko',
};
