/** Share links in the event editor and their dialog (`shareLinks.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const shareLinksEn = {
  // The copy button and its clipboard messages (spec section 8), used across the dashboard.
  'shareLinks.copy.label': 'Copy',
  'shareLinks.copy.copied': 'Copied to clipboard!',
  'shareLinks.copy.failed': 'Unable to copy',

  // The event editor's Share links section.
  'shareLinks.title': 'Share links',
  'shareLinks.intro':
    'Private links to this event: limit how often they are used, let them expire, and fill in the visitor’s details.',
  'shareLinks.create': 'Create share link',
  'shareLinks.loading': 'Loading share links',
  'shareLinks.loadFailed': 'Could not load the share links: {error}',
  'shareLinks.tryAgain': 'Try again',
  'shareLinks.empty.title': 'No share links yet',
  'shareLinks.empty.body': 'Create one to let a few people book, for a while, with their details filled in.',
  'shareLinks.list': 'Share links',
  'shareLinks.revoke.title': 'Revoke this share link?',
  'shareLinks.revoke.message':
    'Anyone who opens it will be told the event is no longer accessible. Meetings already booked through it are kept.',
  'shareLinks.revoke.confirm': 'Revoke link',
  'shareLinks.revoke.done': 'Share link revoked',

  // One link in the list.
  'shareLinks.status.active': 'Active',
  'shareLinks.status.expired': 'Expired',
  'shareLinks.status.usedUp': 'Used up',
  'shareLinks.status.revoked': 'Revoked',
  'shareLinks.row.uses': 'Uses',
  'shareLinks.row.usesOf': '{used} / {limit}',
  'shareLinks.row.usesUnlimited': '{used} / ∞',
  'shareLinks.row.expires': 'Expires',
  'shareLinks.row.never': 'Never',
  'shareLinks.row.created': 'Created',
  'shareLinks.row.onlyFor': 'Only for',
  'shareLinks.row.revoke': 'Revoke',

  // The dialog that makes a link, and the link once made.
  'shareLinks.dialog.title': 'Create share link',
  'shareLinks.dialog.intro': 'A private link to {event}, with its own limits and details.',
  'shareLinks.dialog.readyTitle': 'Share link ready',
  'shareLinks.dialog.readyIntro': 'Send it to the people who should book {event}.',
  'shareLinks.dialog.cancel': 'Cancel',
  'shareLinks.dialog.creating': 'Creating…',
  'shareLinks.dialog.submit': 'Create link',
  'shareLinks.created.label': 'Share link',
  'shareLinks.created.copy': 'Copy link',
  'shareLinks.created.done': 'Done',

  // The dialog's fields.
  'shareLinks.field.limit': 'Limit',
  'shareLinks.field.limitSuffix': 'bookings',
  'shareLinks.field.limitHint': '0 means unlimited',
  'shareLinks.field.limitMissing': 'Enter a number, 0 for unlimited',
  'shareLinks.field.expires': 'Expires',
  'shareLinks.field.expiresHint': 'Optional, in {zone}. Empty never expires.',
  'shareLinks.field.expiresAt': 'at',
  'shareLinks.field.expiryTime': 'Expiry time ({zone})',
  'shareLinks.field.expiryPast': 'Choose a time in the future',
  'shareLinks.field.preFill': 'Pre-fill the visitor’s details',
  'shareLinks.field.name': 'Name',
  'shareLinks.field.email': 'Email',
  'shareLinks.field.lock': 'Lock these for the visitor',
  'shareLinks.field.lockHint': 'They book as this person and cannot change the name or email.',
  'shareLinks.field.redirects': 'Redirects',
  'shareLinks.field.afterBooking': 'After booking, go to',
  'shareLinks.field.afterCancelling': 'After cancelling, go to',
  'shareLinks.field.source': 'Source label',
  'shareLinks.field.sourcePlaceholder': 'newsletter',
  'shareLinks.field.sourceHint': 'For your own records: where you shared it.',
};
