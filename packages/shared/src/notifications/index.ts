// Notifications: the kinds and parameters the database writes, and their messages.
export * from './kinds.ts';
export { renderNotification, escapeHtml, safeHttpUrl, isNotificationKind, isNotificationLocale } from './render.ts';
export { bookingIcsSequence, ICS_SEQUENCE_PER_RESCHEDULE, type IcsSequenceState, bookingIcsUid, buildIcs, buildIcsFeed, escapeIcsText, foldIcsLine, icsLocal, type IcsEvent, type IcsFeed, type IcsFeedEvent } from './ics.ts';
