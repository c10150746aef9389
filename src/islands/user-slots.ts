// The user slots (docs/elements/edge.md): a signed-in header rendered once
// for everyone with the same site, locale, role, variant and page, so that a
// shared cache can keep it. What is one user's own (the picture, the name,
// the unread counts) is left to named slots, which the page fills with
// light-DOM children it writes itself: it knows its user.

/** The slots' names, as the page writes them (`<span slot="user-name">`). */
export const userSlotNames = {
  avatar: 'user-avatar',
  name: 'user-name',
  messages: 'unread-messages',
  notifications: 'unread-notifications',
} as const;
