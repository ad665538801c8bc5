/** Apps & integrations: payment providers, calendars, video, Google Sheets, Mailchimp, trackers (`integrations.*`, `calendars.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const integrationsEn = {
  // The page.
  'integrations.title': 'Apps & integrations',
  'integrations.documentTitle': 'Apps & integrations · Kairos',
  'integrations.intro':
    'Your calendars, WhatsApp messages, mailing list, spreadsheet and webhooks to your own systems.',
  'integrations.signedInWith': 'Signed in with {provider}',
  'integrations.accountConnected': 'Account connected',

  // A connected service's card (WhatsApp, Mailchimp, Google Sheets): its state, saving and removing.
  'integrations.service.notConnected': 'Not connected',
  'integrations.service.notSetUp': 'Not set up',
  'integrations.service.connected': 'Connected',
  'integrations.service.paused': 'Paused',
  'integrations.service.saved': '{name} saved',
  'integrations.service.saving': 'Saving…',
  'integrations.service.saveChanges': 'Save changes',
  'integrations.service.connect': 'Connect {name}',
  'integrations.service.remove': 'Remove',
  'integrations.service.removeTitle': 'Remove {name}?',
  'integrations.service.removeConfirm': 'Remove {name}',
  'integrations.service.removed': '{name} removed',
  'integrations.service.disconnect': 'Disconnect',
  'integrations.service.disconnectTitle': 'Disconnect {name}?',
  'integrations.service.disconnectConfirm': 'Disconnect {name}',
  'integrations.service.disconnected': '{name} disconnected',
  'integrations.service.pauseHint': 'Turn off to pause without losing the set-up.',

  // WhatsApp Business.
  'integrations.whatsapp.description':
    'Send booking confirmations, reminders and follow-ups with your approved message templates. Each event chooses its templates under Notifications.',
  'integrations.whatsapp.switch': 'Send WhatsApp messages',
  'integrations.whatsapp.switchHint':
    "Turn off to pause every event's WhatsApp messages without losing the set-up.",
  'integrations.whatsapp.removeMessage':
    'Events stop sending WhatsApp messages until a channel is set up again. The stored token is deleted.',
  'integrations.whatsapp.phoneNumberId': 'Phone number ID',
  'integrations.whatsapp.phoneNumberIdHint': 'In WhatsApp Manager, under Phone numbers.',
  'integrations.whatsapp.businessAccountId': 'Business account ID (optional)',
  'integrations.whatsapp.accessToken': 'Access token',
  'integrations.whatsapp.accessTokenStored': 'Stored. Paste a new token to replace it',
  'integrations.whatsapp.accessTokenHint':
    'A permanent token of a system user with the whatsapp_business_messaging permission. It is never shown again.',

  // Payment providers and the payment hold.
  'integrations.payment.loadFailed': 'Could not load the payment providers: {reason}',
  'integrations.payment.connectedToast': '{provider} connected',
  'integrations.payment.connectedMode': 'Connected · {mode}',
  'integrations.payment.connected': 'Connected',
  'integrations.payment.notConnected': 'Not connected',
  'integrations.payment.webhookAddress': 'Webhook address',
  'integrations.payment.webhookAddressOf': 'the {provider} webhook address',
  'integrations.payment.disconnect': 'Disconnect',
  'integrations.payment.saving': 'Saving…',
  'integrations.payment.replace': 'Replace credentials',
  'integrations.payment.connect': 'Connect {provider}',
  'integrations.payment.disconnectTitle': 'Disconnect {provider}?',
  'integrations.payment.disconnectMessage':
    'Visitors can no longer pay with {provider} until it is connected again. The stored credentials are deleted.',
  'integrations.payment.disconnectConfirm': 'Disconnect {provider}',
  'integrations.payment.disconnected': '{provider} disconnected',
  'integrations.payment.neverShown': 'Never shown again once saved.',
  'integrations.stripe.description':
    "Visitors pay by card on Stripe's hosted checkout page and come back to their booking. Paste a secret key from the Stripe Dashboard (Developers, API keys); a test key (sk_test_…) takes test payments only.",
  'integrations.stripe.webhookHelp':
    'In the Stripe Dashboard (Developers, Webhooks), add an endpoint with this address for checkout.session.completed, checkout.session.expired, checkout.session.async_payment_succeeded and checkout.session.async_payment_failed, then paste its signing secret above.',
  'integrations.stripe.secretKey': 'Secret key',
  'integrations.stripe.webhookSecret': 'Webhook signing secret',
  'integrations.paypal.description':
    'Visitors approve the payment on PayPal and come back to their booking. Create a REST app in the PayPal Developer Dashboard (Apps & Credentials) and paste its credentials.',
  'integrations.paypal.webhookHelp':
    "In the PayPal app, add a webhook with this address for Checkout order approved, Payment capture completed, denied and refunded, then paste the webhook's ID above.",
  'integrations.paypal.mode': 'Mode',
  'integrations.paypal.live': 'Live',
  'integrations.paypal.sandbox': 'Sandbox (test payments)',
  'integrations.paypal.clientId': 'Client ID',
  'integrations.paypal.secret': 'Secret',
  'integrations.paypal.webhookId': 'Webhook ID',
  'integrations.razorpay.description':
    'Visitors pay in Razorpay Checkout on the booking page (UPI, cards, netbanking, wallets). Generate an API key in the Razorpay Dashboard (Account & Settings, API keys) and paste it.',
  'integrations.razorpay.webhookHelp':
    'In the Razorpay Dashboard, add a webhook with this address and a secret of your choice for payment.authorized, payment.captured, order.paid and refund.processed, then paste the same secret above.',
  'integrations.razorpay.keyId': 'Key ID',
  'integrations.razorpay.keySecret': 'Key secret',
  'integrations.razorpay.webhookSecret': 'Webhook secret',
  'integrations.hold.saved': 'Payment hold saved',
  'integrations.hold.loadFailed': 'Could not load the payment settings: {reason}',
  'integrations.hold.title': 'Payment hold',
  'integrations.hold.description':
    'While a visitor pays online or gives a UPI reference, their time stays held for them. When the hold runs out unpaid, the time is freed and the visitor told; nothing is charged.',
  'integrations.hold.minutes': 'Hold time (minutes)',
  'integrations.hold.minutesHint': 'From {min} to {max} minutes; {default} by default.',
  'integrations.hold.saving': 'Saving…',
  'integrations.hold.save': 'Save hold time',

  // Tracking pixels.
  'trackers.meta.title': 'Meta pixel',
  'trackers.meta.description':
    'Your booking pages send their funnel (page views, chosen times, bookings, payments) to your Meta pixel, each worth 1 USD.',
  'trackers.meta.label': 'Pixel ID',
  'trackers.meta.hint': 'In Meta Events Manager, under Data sources.',
  'trackers.google.title': 'Google Analytics',
  'trackers.google.description':
    'The same funnel goes to your Google Analytics 4 property as events. Inside a widget, the page also tells your site which measurement ID it uses.',
  'trackers.google.label': 'Measurement ID',
  'trackers.google.hint': 'In Google Analytics, Admin › Data streams.',
  'trackers.saved': '{name} saved',
  'trackers.connected': 'Connected',
  'trackers.notSetUp': 'Not set up',
  'trackers.remove': 'Remove',
  'trackers.saving': 'Saving…',
  'trackers.saveChanges': 'Save changes',
  'trackers.connect': 'Connect {name}',
  'trackers.removeTitle': 'Remove {name}?',
  'trackers.removeMessage': 'Your booking pages stop sending events to it at once.',
  'trackers.removeConfirm': 'Remove {name}',
  'trackers.removed': '{name} removed',

  // Your calendars and your meetings feed.
  'calendars.title': 'Your calendars',
  'calendars.description':
    'Events in the calendars you check for conflicts block your booking times (in every event that checks for conflicts). Booked meetings are written to your destination calendar.',
  'calendars.connectOther': 'Connect CalDAV or feed',
  'calendars.none': 'No calendars connected yet.',
  'calendars.connected': 'Connected calendars',
  'calendars.signInToConnect': 'Sign in to connect:',
  'calendars.openingSignIn': 'Opening sign-in…',
  'calendars.provider.caldav': 'CalDAV',
  'calendars.provider.icsFeed': 'iCalendar feed',
  'calendars.provider.google': 'Google Calendar',
  'calendars.provider.microsoft': 'Microsoft 365 / Outlook',
  'calendars.dialog.title': 'Connect a calendar',
  'calendars.dialog.kind': 'Kind',
  'calendars.dialog.caldavHint': 'iCloud, Fastmail, Nextcloud, Radicale… with an app password',
  'calendars.dialog.feedHint': 'A published .ics address, read-only',
  'calendars.dialog.serverUrl': 'Server address',
  'calendars.dialog.username': 'User name',
  'calendars.dialog.password': 'App password',
  'calendars.dialog.passwordHint':
    'Create an app password in your provider’s security settings. It is stored encrypted.',
  'calendars.dialog.feedUrl': 'Feed address',
  'calendars.dialog.feedUrlHint': 'Its events count as busy. The address is kept secret.',
  'calendars.dialog.cancel': 'Cancel',
  'calendars.dialog.connecting': 'Connecting…',
  'calendars.dialog.connect': 'Connect',
  'calendars.dialog.connected': '{label} connected',
  'calendars.item.destination': 'Destination',
  'calendars.item.checkConflicts': 'Check {name} for conflicts',
  'calendars.item.writeTo': 'Write new meetings to {name}',
  'calendars.item.makeDestination': 'Make destination',
  'calendars.item.lastRead': '{provider} · Last read {when}',
  'calendars.item.unreadable': 'The calendar could not be read',
  'calendars.item.broken':
    '{reason}. Times are offered from the last good read for up to a day; reconnect it to keep them right.',
  'calendars.item.brokenBadge': 'Broken',
  'calendars.item.connectedBadge': 'Connected',
  'calendars.item.calendarsOf': 'Calendars of {label}',
  'calendars.item.reading': 'Reading…',
  'calendars.item.readAgainLabel': 'Read {label} again',
  'calendars.item.readAgain': 'Read again',
  'calendars.item.disconnectLabel': 'Disconnect {label}',
  'calendars.item.disconnect': 'Disconnect',
  'calendars.item.disconnectTitle': 'Disconnect this calendar?',
  'calendars.item.disconnectMessage':
    'Its events stop blocking your booking times, and new meetings are no longer written to it.',
  'calendars.item.disconnected': 'Calendar disconnected',
  'calendars.feed.title': 'Your meetings as a feed',
  'calendars.feed.intro':
    'Subscribe to this secret address in any calendar app to see your Kairos meetings there. Anyone with the address can read them: replace it if it leaks.',
  'calendars.feed.address': 'Feed address',
  'calendars.feed.copy': 'Copy link',
  'calendars.feed.copySuffix': 'to your meetings feed',
  'calendars.feed.renew': 'New address',
  'calendars.feed.revoke': 'Revoke',
  'calendars.feed.creating': 'Creating…',
  'calendars.feed.create': 'Create feed address',
  'calendars.feed.revokeTitle': 'Revoke the feed address?',
  'calendars.feed.renewTitle': 'Replace the feed address?',
  'calendars.feed.confirmMessage':
    'Calendars subscribed to the current address stop receiving your meetings.',
  'calendars.feed.replace': 'Replace',

  // Zoom.
  'video.zoom.opening': 'Opening Zoom…',
  'video.zoom.connectAgain': 'Connect Zoom again',
  'video.zoom.connect': 'Connect Zoom',
  'video.zoom.description':
    'Bookings of your events with a Zoom location get a Zoom meeting of their own in your account: its link and passcode go to the attendees, it moves when the booking is rescheduled and is deleted when it is cancelled.',
  'video.zoom.notConnected': 'Not connected: bookings in a Zoom location get no link yet.',
  'video.zoom.connectedOn': 'Connected on {date}',
  'video.zoom.working': 'Working',
  'video.zoom.broken': 'Broken',
  'video.zoom.refused':
    'Zoom refused the saved sign-in. New bookings get no Zoom link until you connect it again.',
  'video.zoom.refusedBecause':
    'Zoom refused the saved sign-in ({reason}). New bookings get no Zoom link until you connect it again.',
  'video.zoom.disconnect': 'Disconnect',
  'video.zoom.disconnectTitle': 'Disconnect Zoom?',
  'video.zoom.disconnectMessage':
    'Meetings already made keep their links. New bookings in a Zoom location get no link until you connect Zoom again.',
  'video.zoom.disconnected': 'Zoom disconnected',

  // Google Sheets.
  'sheets.description':
    'Add a row to a Google Sheet for every booking, kept up to date when it is rescheduled, cancelled or marked a no-show, and a row for every routing form response.',
  'sheets.notSetUp': 'Not set up',
  'sheets.notSetUpText':
    'Google sign-in is not set up on this server (its administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), so no spreadsheet can be connected yet.',
  'sheets.opening': 'Opening Google…',
  'sheets.signInAgain': 'Sign in with Google again',
  'sheets.signIn': 'Sign in with Google',
  'sheets.switch': 'Write to the sheet',
  'sheets.removeMessage':
    'New bookings are no longer written to your sheet and the Google sign-in is forgotten. The sheet and its rows stay as they are.',
  'sheets.signInFirst':
    'Sign in with the Google account that may edit the spreadsheet. Kairos asks only to read and write your spreadsheets.',
  'sheets.lastError': 'The last row could not be written: {reason}',
  'sheets.spreadsheet': 'Spreadsheet',
  'sheets.spreadsheetHint': 'Paste the spreadsheet’s address from your browser, or the ID in it.',
  'sheets.bookingsSheet': 'Sheet for bookings',
  'sheets.bookingsSheetDefault': 'Bookings',
  'sheets.bookingsSheetHint': 'The tab’s name. Its first row becomes the header.',
  'sheets.responsesSheet': 'Sheet for form responses (optional)',
  'sheets.responsesSheetHint': 'Leave empty to write no responses.',
  'sheets.columns': 'Columns',
  'sheets.columnsHint': 'In this order. Times are written in {timezone}.',
  'sheets.columnsHintNoZone': 'In this order. Times are written in your profile’s time zone.',
  'sheets.column.bookingId': 'Booking ID',
  'sheets.column.status': 'Status',
  'sheets.column.eventType': 'Event type',
  'sheets.column.start': 'Start',
  'sheets.column.end': 'End',
  'sheets.column.timezone': 'Time zone',
  'sheets.column.attendeeName': 'Attendee',
  'sheets.column.attendeeEmail': 'Email',
  'sheets.column.answers': 'Answers',
  'sheets.column.host': 'Host',
  'sheets.column.location': 'Location',
  'sheets.column.noShow': 'No-show',
  'sheets.column.cancellationReason': 'Cancellation reason',
  'sheets.column.utmSource': 'UTM source',
  'sheets.column.utmCampaign': 'UTM campaign',

  // Mailchimp.
  'mailchimp.description':
    'Add attendees who agree to it to a Mailchimp audience, with tags, when their booking is made or confirmed. People who unsubscribed are never subscribed again.',
  'mailchimp.switch': 'Add attendees to Mailchimp',
  'mailchimp.removeMessage':
    'Attendees are no longer added to your audience. The stored API key is deleted; your audience is not touched.',
  'mailchimp.apiKey': 'API key',
  'mailchimp.apiKeyStored': 'Stored. Paste a new key to replace it',
  'mailchimp.apiKeyHint':
    'Mailchimp › Profile › Extras › API keys. It ends in your data centre (e.g. -us21) and is never shown again.',
  'mailchimp.audienceId': 'Audience ID',
  'mailchimp.audienceIdHint': 'Audience › Settings › Audience name and defaults.',
  'mailchimp.tags': 'Tags (optional)',
  'mailchimp.tagsHint': 'Comma-separated.',
  'mailchimp.consentQuestion': 'Consent question',
  'mailchimp.consentQuestionHint':
    'The text of a checkbox question on your booking forms; only attendees who tick it are added.',
  'mailchimp.doubleOptIn': 'Double opt-in',
  'mailchimp.doubleOptInHint': 'New members get Mailchimp’s confirmation email before they are subscribed.',
};
