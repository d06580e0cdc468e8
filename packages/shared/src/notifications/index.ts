// Notifications: the kinds and parameters the database writes, and their messages.
export * from './kinds.ts';
export { renderNotification, escapeHtml, safeHttpUrl, isNotificationKind, isNotificationLocale } from './render.ts';
export { buildIcs, escapeIcsText, foldIcsLine, type IcsEvent } from './ics.ts';
