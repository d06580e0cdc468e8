// Events between the portal's islands and its frame.
/** Dispatched on window after the profile is saved; detail: { name_korean, name_english }. */
export const PROFILE_UPDATED_EVENT = 'portal:profile-updated';
