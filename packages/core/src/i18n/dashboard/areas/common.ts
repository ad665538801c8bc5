/** Words of the shared components (`common.*`): fields, pickers, lists, uploads, dialogs. Part of the dashboard's English catalogue (`../en.ts`). */
export const commonEn = {
  // The dialog that offers a larger plan when the workspace's plan is full.
  'common.planUpgrade.title': 'Upgrade your plan',
  'common.planUpgrade.beyondPlan': "{feature} is beyond your workspace's plan.",
  'common.planUpgrade.limits': "Your workspace's plan sets limits on seats and event types.",
  'common.planUpgrade.whoSetsIt': 'The plan is set by whoever runs this Kairos; ask them to change it.',
  'common.planUpgrade.notNow': 'Not now',
  'common.planUpgrade.seePlan': 'See your plan',
  // Words many screens share.
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.cancel': 'Cancel',
  'common.discard': 'Discard',
  'common.tryAgain': 'Try again',
  'common.name': 'Name',
  'common.urlSlug': 'URL slug',
  'common.description': 'Description',
  'common.noOptions': 'No options found',
  // The save bar at an editor's foot, and the question before leaving unsaved changes.
  'common.unsavedChanges': 'Unsaved changes',
  'common.allChangesSaved': 'All changes saved',
  'common.leave.title': 'Leave without saving?',
  'common.leave.message': 'You have unsaved changes on this page. They will be lost if you leave.',
  'common.leave.confirm': 'Leave page',
  // Paged lists: loading, failing and moving between pages. The noun is the rows', plural ("payments").
  'common.list.loading':
    '{list, select, payments {Loading payments} bookings {Loading bookings} contacts {Loading contacts} other {Loading messages}}',
  'common.list.loadFailed':
    '{list, select, payments {Could not load your payments: {message}} bookings {Could not load your bookings: {message}} contacts {Could not load your contacts: {message}} other {Could not load your messages: {message}}}',
  'common.pages': 'Pages',
  'common.page': 'Page {page}',
  'common.previous': 'Previous',
  'common.next': 'Next',
  // Date fields, typed in the host's own date order.
  'common.from': 'From',
  'common.to': 'To',
  'common.date.onOrAfter': 'Choose a date on or after {date}',
  'common.date.onOrBefore': 'Choose a date on or before {date}',
  'common.date.enterAs': 'Enter a date as {format}',
  'common.date.formatHint': 'Format {format}; arrow keys change the day.',
  // Uploads: an image field's drop zone, its problems and the progress while it uploads.
  'common.upload.imageAction': '{action} or drop it here',
  'common.upload.imageRules': 'PNG, JPEG, GIF or WebP · up to 2 MB and 2000 × 2000 px',
  'common.upload.fileSize': 'File size must not exceed {limit}',
  'common.upload.fileType': 'File type not supported',
  'common.upload.dimensions': 'Image dimensions should not exceed {width}x{height} pixels',
  'common.upload.imageLoad': 'Failed to load the image file.',
  'common.upload.videoLoad': 'Failed to load the video file.',
  'common.upload.formatNotSupported': 'File format not supported',
  'common.upload.failed': "Couldn't upload file",
  'common.upload.uploading': 'Uploading… {percent}%',
  'common.upload.progress': 'Upload progress',
  // A colour field and a row's reordering grip.
  'common.color.picker': '{label} picker',
  'common.color.none': 'None',
  'common.color.clear': 'Clear',
  'common.color.clearLabel': 'Clear {label}',
  'common.reorder.label': 'Reorder {label}',
  'common.reorder.hint': 'Use the up and down arrow keys to move it',
  'common.reorder.moved': '{label} moved to position {position} of {count}',
};
