import type { HelpScreenId } from './screens';

/**
 * The help centre's articles, shipped with the app so they match the version the host runs.
 * Each is a few short blocks: paragraphs, headings and numbered steps.
 */

export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'tips'; items: string[] };

export type HelpTopic =
  | 'Getting started'
  | 'Event types'
  | 'Availability'
  | 'Routing forms'
  | 'Calendar and bookings'
  | 'Contacts'
  | 'Teams'
  | 'Appearance'
  | 'Settings'
  | 'Integrations'
  | 'Analytics';

export interface HelpArticle {
  slug: string;
  topic: HelpTopic;
  title: string;
  summary: string;
  /** Words people search with that the text may not use. */
  keywords: string[];
  /** The dashboard places the article names; a test checks each exists and is named in the text. */
  screens: HelpScreenId[];
  blocks: HelpBlock[];
}

export const HELP_ARTICLES: HelpArticle[] = [
  {
    slug: 'create-an-event-type',
    topic: 'Event types',
    title: 'Create an event type',
    summary: 'Publish a meeting people can book: its name, length, location and link.',
    keywords: ['meeting', 'booking page', 'slug', 'duration', 'new event'],
    screens: ['eventTypes'],
    blocks: [
      {
        kind: 'text',
        text: 'An event type is a kind of meeting people can book with you, such as a 30-minute intro call. Each one has its own booking page at your workspace link followed by the event slug.',
      },
      {
        kind: 'steps',
        items: [
          'Open Event types and choose New event type.',
          'Give it a name and a duration; the URL slug is filled in from the name and can be changed.',
          'Pick the kind: One-on-one, Group, Collective or Round robin.',
          'Save, then open the editor to set hours, questions, notifications and payments.',
        ],
      },
      {
        kind: 'tips',
        items: [
          'Turn an event off (inactive) to hide it without deleting it.',
          'Mark it private to keep it off your public listing while its link still works.',
          'To offer several lengths, turn on Offer several durations and list them; each can have its own price. Attendees pick one on the booking page only when Let attendees choose the duration is on too; otherwise they book the event’s own duration.',
        ],
      },
    ],
  },
  {
    slug: 'event-kinds',
    topic: 'Event types',
    title: 'One-on-one, group, collective and round robin',
    summary: 'Which kind of event to choose, and how hosts are picked for each.',
    keywords: ['solo', 'group', 'collective', 'round robin', 'roundrobin', 'hosts', 'seats'],
    screens: ['editorHosts'],
    blocks: [
      { kind: 'heading', text: 'One-on-one' },
      { kind: 'text', text: 'One host meets one attendee. A booked time is gone for everyone else.' },
      { kind: 'heading', text: 'Group' },
      {
        kind: 'text',
        text: 'Several attendees share one meeting, up to the seats you set. You can show how many spots are left.',
      },
      { kind: 'heading', text: 'Collective' },
      {
        kind: 'text',
        text: 'Every host attends. Only times when all of the hosts are free are offered, so adding a busy colleague shrinks the choice.',
      },
      { kind: 'heading', text: 'Round robin' },
      {
        kind: 'text',
        text: 'One host out of several takes each meeting. A time is offered when any host is free, and bookings are spread so the host who has had the fewest meetings goes next.',
      },
      {
        kind: 'text',
        text: 'Turn on Let attendees choose the host, in the Booking options section, to let attendees pick one of the hosts on the booking page: they then see only that host’s times, and the meeting goes to that host. Any available host stays the default.',
      },
      {
        kind: 'text',
        text: 'For collective and round robin events, choose the hosts in the Hosts section of the editor. You can pick members one by one or take everyone from a team.',
      },
    ],
  },
  {
    slug: 'booking-questions',
    topic: 'Event types',
    title: 'Ask attendees questions when they book',
    summary: 'Collect phone numbers, files or answers to your own questions.',
    keywords: ['form', 'fields', 'questions', 'attachment', 'phone', 'required'],
    screens: ['editorQuestions'],
    blocks: [
      {
        kind: 'text',
        text: 'Name and email are always asked. In the Questions section of an event you can add short and long text, choices, dates, phone numbers and file uploads.',
      },
      {
        kind: 'tips',
        items: [
          'Mark a question as required to make attendees answer it.',
          'Drag questions to change their order on the booking page.',
          'Turn a question off to keep it for later without showing it.',
          'Tick Fill in for returning visitors to fill a question in for the visitor: from the booking link (?name=…, ?email=…, or the question’s field name, such as ?company=Acme), else with what they answered last time in the same browser. Questions without it are never filled in this way.',
          'On a phone number question, tick Number is on WhatsApp to send the event’s WhatsApp messages to that answer, and only to it: left empty, no WhatsApp message is sent. With no question ticked, messages go to the first phone number given, else the one on the contact.',
        ],
      },
    ],
  },
  {
    slug: 'booking-emails',
    topic: 'Event types',
    title: 'Emails attendees get when they book',
    summary: 'Send the booking as a calendar invitation or an email, in your own words.',
    keywords: ['email', 'invitation', 'ics', 'template', 'confirmation email', 'calendar invite', 'reply'],
    screens: ['eventTypes', 'editorNotifications'],
    blocks: [
      {
        kind: 'text',
        text: 'Open Event types, pick the event and go to its Notifications section. Send the booking as chooses what a confirmed attendee (and their guests) get when the meeting is booked or moved.',
      },
      {
        kind: 'tips',
        items: [
          'A calendar invitation: the invitation letter, with the meeting as an invitation their mail program offers to add to their diary.',
          'An email: the Confirmation email letter, with the meeting attached as an invite.ics file to add by hand.',
          'Only the letter that is sent is shown. Leave its subject or text empty to send the built-in words; variables such as {{attendee_name}} and {{meeting_date}} are filled in for each reader.',
          'Switch the letter off and attendees get no booking email at all; you and the other hosts are still told.',
          'Bookings waiting for a payment or your confirmation, and declined ones, are told in the built-in words, so the attendee always knows where their booking stands.',
        ],
      },
    ],
  },
  {
    slug: 'set-your-hours',
    topic: 'Availability',
    title: 'Set your working hours',
    summary: 'Weekly hours, several schedules, and dates with different hours.',
    keywords: ['schedule', 'available hours', 'working hours', 'timezone', 'holiday', 'override'],
    screens: ['availability'],
    blocks: [
      {
        kind: 'text',
        text: 'Your available hours say when people can book you. Each schedule has weekly hours and a time zone; one is your default.',
      },
      {
        kind: 'steps',
        items: [
          'Open Availability and pick a schedule, or create a new one.',
          'Turn days on or off and add one or more time ranges per day.',
          'Add a date override for a holiday or a day with different hours.',
          'In an event, choose which schedule it uses or give it custom hours.',
        ],
      },
      {
        kind: 'text',
        text: 'Times are stored with their zone, so a change to daylight saving time does not move your hours.',
      },
    ],
  },
  {
    slug: 'limits-and-buffers',
    topic: 'Availability',
    title: 'Buffers, notice and daily limits',
    summary: 'Keep time free around meetings and stop last-minute bookings.',
    keywords: ['buffer', 'minimum notice', 'daily limit', 'slot gap', 'booking window'],
    screens: ['editorLimits'],
    blocks: [
      {
        kind: 'text',
        text: 'In the Limits section of an event you can add a buffer before and after each meeting, a minimum notice, a limit of meetings per day, and how far ahead people can book.',
      },
      {
        kind: 'tips',
        items: [
          'The slot gap sets how often start times are offered, from every 5 minutes.',
          'A booking window of upcoming business days skips weekends.',
          'Minimum notice is a number and a unit, such as 2 hours; picking another unit keeps the number you typed and reads it in the new unit.',
        ],
      },
    ],
  },
  {
    slug: 'routing-forms-basics',
    topic: 'Routing forms',
    title: 'Send visitors to the right place with a routing form',
    summary: 'Ask a few questions first, then show a message, open a site or a booking page.',
    keywords: ['routing', 'form', 'rules', 'redirect', 'qualify', 'questions'],
    screens: ['routingForms'],
    blocks: [
      {
        kind: 'text',
        text: 'A routing form asks visitors questions and, according to your rules, shows a custom message, sends them to another address or opens the booking page of an event type.',
      },
      {
        kind: 'steps',
        items: [
          'Open Routing forms and create a form.',
          'Add the questions you need.',
          'Add rules in order; the first rule that matches is used, and the default rule catches everyone else.',
          'Share the form link or embed it on your site.',
        ],
      },
    ],
  },
  {
    slug: 'manage-bookings',
    topic: 'Calendar and bookings',
    title: 'See, reschedule and cancel bookings',
    summary: 'Your upcoming, pending and past meetings in one place.',
    keywords: ['meetings', 'reschedule', 'cancel', 'no show', 'export', 'csv', 'notes', 'calendar'],
    screens: ['calendar'],
    blocks: [
      {
        kind: 'text',
        text: 'The Calendar lists your meetings. Open one to see the attendee’s answers, add notes, reschedule it, cancel it or mark the attendee as a no-show.',
      },
      {
        kind: 'tips',
        items: [
          'Meetings that need your confirmation wait under Action required until you accept or reject them.',
          'Requires confirmation, in an event’s Booking section, holds every booking or only short-notice ones for you. Tick Only for bookings without an online payment so that a visitor who pays online (card, PayPal, Razorpay or UPI) is booked as soon as the payment is settled, while free bookings and those paid by bank transfer, in cash or later still wait for you.',
          'Export bookings to a CSV file for your spreadsheet.',
          'Attendees can reschedule or cancel from the links in their email, within the limits you set.',
        ],
      },
    ],
  },
  {
    slug: 'contacts',
    topic: 'Contacts',
    title: 'Keep track of the people who book',
    summary: 'Contacts are added when someone books; tag them or block them.',
    keywords: ['contacts', 'tags', 'block', 'attendees', 'people'],
    screens: ['contacts'],
    blocks: [
      {
        kind: 'text',
        text: 'Everyone who books with you is added to Contacts with their email, name, time zone and meetings. You can add contacts by hand, tag them and search by tag.',
      },
      {
        kind: 'text',
        text: 'Blocking a contact stops them from booking any of your events; you can write the message they see.',
      },
    ],
  },
  {
    slug: 'teams',
    topic: 'Teams',
    title: 'Create a team and share its page',
    summary: 'Group hosts, choose a lead and give the team its own booking page.',
    keywords: ['team', 'group', 'lead', 'members', 'team page', 'access link'],
    screens: ['teams', 'editorHosts'],
    blocks: [
      {
        kind: 'text',
        text: 'A team is a named group of workspace members. Its page at its own link lists the team’s event types, and round robin or collective events can take their hosts from it.',
      },
      {
        kind: 'steps',
        items: [
          'Open Teams and choose New team.',
          'Give it a name and a link, and add members; mark one or more as lead.',
          'In an event type, choose the team in the Hosts section.',
          'Copy the team link and share it.',
        ],
      },
    ],
  },
  {
    slug: 'invite-members',
    topic: 'Teams',
    title: 'Invite people to your workspace',
    summary: 'Invitations, roles, and what happens to a member’s meetings when they go.',
    keywords: ['invite', 'invitation', 'member', 'colleague', 'remove', 'role', 'seat'],
    screens: ['members'],
    blocks: [
      {
        kind: 'steps',
        items: [
          'Open Settings, Members.',
          'Enter their email, choose a role and send the invitation.',
          'They get an email with a link that works for 7 days; you can resend or revoke it.',
        ],
      },
      {
        kind: 'text',
        text: 'Before you remove a member, their upcoming meetings are listed so you can hand them to someone else.',
      },
    ],
  },
  {
    slug: 'roles-and-permissions',
    topic: 'Settings',
    title: 'Roles and permissions',
    summary: 'Owner, Admin, Member and your own roles, area by area.',
    keywords: ['role', 'permission', 'admin', 'owner', 'access', 'view only', 'forbidden'],
    screens: ['roles'],
    blocks: [
      {
        kind: 'text',
        text: 'Every member has a role. The Owner and Admins can do everything. Members can manage event types and routing forms and see the rest. Custom roles let you choose, for each area, who may view, create, edit and delete.',
      },
      {
        kind: 'text',
        text: 'Make and change roles in Settings, Roles. Things a role cannot do are hidden in the dashboard, and the server refuses them too.',
      },
      {
        kind: 'tips',
        items: [
          'The owner cannot leave the workspace; transfer ownership to another member first.',
          'Changing a role applies to everyone who has it at once.',
        ],
      },
    ],
  },
  {
    slug: 'profile-and-formats',
    topic: 'Settings',
    title: 'Your profile, time zone and date format',
    summary: 'How dates and times are written across your dashboard.',
    keywords: ['profile', 'name', 'phone', 'timezone', 'date format', 'time format', '24h', '12h'],
    screens: ['profile'],
    blocks: [
      {
        kind: 'text',
        text: 'In Settings, Profile, set your name, photo, a short bio (up to 300 characters), mobile number and time zone, and choose DD/MM/YYYY or MM/DD/YYYY dates and 12-hour or 24-hour times. The dashboard uses them everywhere, dates you type included; your booking pages show your photo and bio.',
      },
    ],
  },
  {
    slug: 'password-and-sessions',
    topic: 'Settings',
    title: 'Change your password or sign out everywhere',
    summary: 'Keep your account safe if a device is lost.',
    keywords: ['password', 'security', 'sign out', 'logout', 'sessions', 'devices'],
    screens: ['security'],
    blocks: [
      {
        kind: 'text',
        text: 'In Settings, Security, change your password by entering the current one first; your other sessions are signed out. Sign out everywhere ends every session, this one included.',
      },
    ],
  },
  {
    slug: 'workspace-and-plan',
    topic: 'Settings',
    title: 'Workspace name, link and plan',
    summary: 'Rename the workspace, change its link and see your plan.',
    keywords: ['workspace', 'company', 'access link', 'url', 'plan', 'limit', 'upgrade', 'billing'],
    screens: ['workspace'],
    blocks: [
      {
        kind: 'text',
        text: 'In Settings, Workspace, change the name, the public link and the default time zone. When you change the link, the old one keeps redirecting to the new one.',
      },
      {
        kind: 'text',
        text: 'A self-hosted workspace has no plan and no limits, and shows none. When the operator who runs Kairos sets a plan for the workspace, Settings, Workspace shows it with its seats, event types and end date, and reaching a limit says so; ask the operator to change it.',
      },
    ],
  },
  {
    slug: 'branding',
    topic: 'Appearance',
    title: 'Brand your booking pages',
    summary: 'Colours, logo, layout and the powered-by footer.',
    keywords: ['brand', 'colour', 'color', 'logo', 'theme', 'layout', 'footer', 'powered by'],
    screens: ['appearance', 'editorAppearance'],
    blocks: [
      {
        kind: 'text',
        text: 'In Appearance, choose your brand colour, background and text colour, upload a logo and pick a layout. The preview shows your public page as you change it.',
      },
      {
        kind: 'tips',
        items: [
          'Button text turns black or white by itself so it stays readable on your brand colour.',
          'A warning appears when text would be hard to read.',
          'One event can have its own colours in its Appearance section.',
        ],
      },
    ],
  },
  {
    slug: 'integrations',
    topic: 'Integrations',
    title: 'WhatsApp, Mailchimp, Google Sheets, webhooks and tracking pixels',
    summary:
      'Send WhatsApp messages, grow your mailing list, keep bookings in a spreadsheet, tell your own systems about bookings and measure your pages.',
    keywords: [
      'whatsapp',
      'mailchimp',
      'google sheets',
      'spreadsheet',
      'newsletter',
      'webhook',
      'messages',
      'notifications',
      'automation',
      'zapier',
      'meta',
      'facebook',
      'ga4',
    ],
    screens: ['integrations'],
    blocks: [
      {
        kind: 'text',
        text: 'Under Apps & integrations, connect your WhatsApp Business number to send booking notices, reminders and follow-ups from approved templates, and add webhook endpoints so your own systems hear about bookings as they happen, signed, with a delivery log.',
      },
      {
        kind: 'text',
        text: 'To grow your Mailchimp audience, add a checkbox question such as “Send me the newsletter” to your events, then connect Mailchimp there with your API key, the audience ID, tags and that question’s text. Attendees who tick it are added when their booking is made or confirmed; people who unsubscribed stay unsubscribed.',
      },
      {
        kind: 'text',
        text: 'To keep your bookings in a Google Sheet, choose Sign in with Google on the Google Sheets card with an account that may edit the spreadsheet, then paste the spreadsheet’s address, name the sheet (tab) for bookings and pick its columns; name a second sheet to also get a row per routing form response. Each booking gets a row, changed in place when it is rescheduled, cancelled or marked a no-show. Disconnecting keeps the sheet as it is.',
      },
      {
        kind: 'text',
        text: 'Add your Meta pixel ID and your Google Analytics measurement ID there too: your booking pages then report each step (pages seen, day and time chosen, bookings, reschedules, cancellations, routing forms) as an event worth 1 USD. Events are sent only from your public bookings address.',
      },
    ],
  },
  {
    slug: 'connect-your-calendars',
    topic: 'Integrations',
    title: 'Connect your calendars',
    summary:
      'Keep your other events from being double-booked, have meetings written to your calendar, and give bookings Google Meet links.',
    keywords: [
      'google calendar',
      'outlook',
      'office 365',
      'icloud',
      'caldav',
      'busy',
      'conflicts',
      'double booking',
      'meet',
      'teams',
    ],
    screens: ['integrations'],
    blocks: [
      {
        kind: 'text',
        text: 'Under Apps & integrations, the Your calendars card connects your own calendars. Choose Connect CalDAV or feed for iCloud, Fastmail, Nextcloud and other CalDAV servers (with an app password) or a read-only .ics address: this works on every Kairos server.',
      },
      {
        kind: 'text',
        text: 'Beside it, “Sign in to connect” offers a button for Google and one for Microsoft 365 / Outlook, each only when whoever runs your Kairos server has set up sign-in with that provider. Choose one to sign in and allow Kairos to read your calendars and write meetings. If you see neither button, this server has not set them up: use CalDAV (Google and Microsoft calendars can also be added as a read-only .ics feed), or ask your server’s administrator.',
      },
      {
        kind: 'tips',
        items: [
          'Events in the calendars you check for conflicts take their times off your booking pages; events marked free, and events you declined, do not.',
          'Booked meetings are written to your destination calendar, moved when rescheduled and deleted when cancelled.',
          'If a sign-in stops working, the card shows the calendar as broken and you get one email: connect the same account again to repair it.',
        ],
      },
      {
        kind: 'text',
        text: 'With your Google account connected, an event whose location is Google Meet gets a Meet link on each booking, kept on the same event in your calendar. A work or school Microsoft 365 account does the same for Microsoft’s online meetings; personal Microsoft accounts cannot hold them.',
      },
    ],
  },
  {
    slug: 'embed-on-your-site',
    topic: 'Getting started',
    title: 'Put booking pages on your website',
    summary: 'An inline widget, a popup or a floating button, with one snippet.',
    keywords: ['embed', 'widget', 'iframe', 'website', 'snippet', 'popup', 'prefill', 'utm'],
    screens: ['eventTypes', 'editorShareLinks', 'routingForms'],
    blocks: [
      {
        kind: 'text',
        text: 'Open an event in Event types and choose Embed, choose Embed beside a link in its Share links section, or open a form in Routing forms and go to its Share tab. Pick inline, popup or floating button, a light or dark theme, a brand colour and, for events, whether to hide the event details. The live preview runs the real widget; copy the snippet into your site’s HTML.',
      },
      { kind: 'heading', text: 'Filling in details for the visitor' },
      {
        kind: 'tips',
        items: [
          'data-kairos-name, data-kairos-email and data-kairos-guests (comma-separated) fill in the booking form.',
          'data-kairos-answers fills in answers by question ID, as JSON: {"topic":"Pricing"}.',
          'data-kairos-date (YYYY-MM-DD) opens the calendar on that day.',
          'data-kairos-utm-source to data-kairos-utm-content are saved with the booking; your own page’s utm_ parameters are passed on too.',
        ],
      },
      { kind: 'heading', text: 'Hearing from the widget' },
      {
        kind: 'text',
        text: 'Your page can react when a visitor views a page, picks a day or a time, or books (with the meeting ID): Kairos.on("booking_successful", callback), or listen for kairos:booking_successful on window.',
      },
    ],
  },
  {
    slug: 'share-links',
    topic: 'Getting started',
    title: 'One-off share links',
    summary: 'Single-use links with the attendee’s details filled in.',
    keywords: ['share link', 'single use', 'one-off', 'private link', 'prefill'],
    screens: ['editorShareLinks'],
    blocks: [
      {
        kind: 'text',
        text: 'In an event type’s Share links section, create a link that works a set number of times or until a date, optionally with the attendee’s name and email filled in and locked. Copy it, and revoke it when you no longer want it used.',
      },
    ],
  },
  {
    slug: 'take-payments',
    topic: 'Integrations',
    title: 'Take payments for bookings',
    summary:
      'Charge for an event by card with Stripe, PayPal, Razorpay, UPI, bank transfer or cash, and follow every payment.',
    keywords: ['payment', 'price', 'paid event', 'refund', 'upi', 'cash', 'bank transfer', 'checkout'],
    screens: ['integrations', 'eventTypes', 'editorPayment', 'transactions', 'calendar'],
    blocks: [
      {
        kind: 'text',
        text: 'A paid event asks for the money before the booking stands. A payment online confirms the booking by itself; UPI, bank transfer and cash wait for you to confirm that the money arrived.',
      },
      { kind: 'heading', text: 'Connect a provider' },
      {
        kind: 'steps',
        items: [
          'Open Apps & integrations and find Stripe, PayPal or Razorpay.',
          'In the provider’s dashboard, add a webhook at the address the card shows, then paste the keys and the webhook’s secret or ID into the card. Secrets are never shown again.',
          'Under Payment hold, set how many minutes a visitor paying online keeps their time (15 by default). Unpaid, the time is freed and nothing is charged.',
        ],
      },
      { kind: 'heading', text: 'Charge for an event' },
      {
        kind: 'steps',
        items: [
          'Open Event types, pick the event and go to its Payment section.',
          'Turn on Take payment, set the price and currency, and tick the methods you accept.',
          'UPI takes Indian rupees (INR) only. With another currency UPI stays ticked but attendees are not offered it, and the editor says so beside it.',
          'To keep the money when an attendee cancels late, set “No refund for cancellations within” a number of hours. 0 always refunds; your own cancellations always refund.',
        ],
      },
      { kind: 'heading', text: 'Check and give back payments' },
      {
        kind: 'tips',
        items: [
          'Transactions lists every payment, those waiting for your check first, with totals per currency and a CSV export. Confirm or reject a UPI reference, a transfer or cash there, or from the booking in Calendar.',
          'A cancelled booking paid online is refunded through the provider. One paid by hand shows Refund due: give the money back yourself, then choose Record refund.',
        ],
      },
    ],
  },
  {
    slug: 'read-your-analytics',
    topic: 'Analytics',
    title: 'Read your analytics',
    summary: 'What each figure under Insights, Analytics counts, and the days it covers.',
    keywords: [
      'reports',
      'statistics',
      'stats',
      'conversion',
      'funnel',
      'revenue',
      'no-show',
      'upcoming',
      'held',
    ],
    screens: ['analytics'],
    blocks: [
      {
        kind: 'text',
        text: 'Insights, Analytics shows the last 30 days and the next 30 unless you pick other dates, in your profile’s time zone, so bookings for the coming weeks show as soon as they are made. Each card says the days it covers.',
      },
      {
        kind: 'tips',
        items: [
          'Bookings created: the bookings made on the range’s days up to today, whenever their meetings take place.',
          'Upcoming: the range’s meetings from now on that are still on, confirmed or waiting for your confirmation or a payment.',
          'Meetings held: the range’s meetings that took place, no-shows included; No-shows says how many of them were marked so.',
          'Cancelled (declined and expired included), Rescheduled and Revenue count the meetings dated in the range. Revenue is what was paid, less refunds, per currency.',
          'Conversion: of the visitors who reached a booking page (picked a day or a time, or gave their details), the share whose visit went on to book. A booking made without your pages is not a visit, so conversion never passes 100%.',
        ],
      },
      {
        kind: 'text',
        text: 'The charts count meetings by the day they take place. The booking funnel shows how often visitors reached each step of your pages; Booked counts the bookings made from your pages, and Paid the payments Revenue counts. Every chart downloads as a CSV of what it shows.',
      },
      { kind: 'heading', text: 'The charts' },
      {
        kind: 'tips',
        items: [
          'Meetings over time: by day, week or month.',
          'By event type and By host: how the meetings are shared out; a host’s share shows how evenly round robin spreads them.',
          'Popular days and hours: when meetings start. Lead time: how long before a meeting it was booked.',
          'Campaigns: visitors and bookings by UTM source and campaign. Routing form outcomes: responses by the rule they matched, and how many booked.',
        ],
      },
      {
        kind: 'text',
        text: 'Narrow every figure and chart to one event type, team or host with the filters above the cards.',
      },
    ],
  },
  {
    slug: 'video-conferencing',
    topic: 'Integrations',
    title: 'Video meetings: Zoom, Google Meet, Microsoft Teams and Jitsi Meet',
    summary: 'Give each booking its own video link, made when the booking is, moved and deleted with it.',
    keywords: [
      'video',
      'zoom',
      'jitsi',
      'google meet',
      'microsoft teams',
      'conference',
      'video call',
      'meeting link',
      'online meeting',
      'location',
    ],
    screens: ['eventTypes', 'integrations', 'calendar'],
    blocks: [
      {
        kind: 'text',
        text: 'Open Event types, pick the event and, under Location, choose Zoom, Google Meet, Microsoft Teams or Jitsi Meet. Each booking then gets a meeting of its own: its link (and passcode, if any) goes to the attendees on the thanks page and in the emails, it moves when the booking is rescheduled and is deleted when the booking is cancelled. The editor says at once when something is still missing for the location you chose.',
      },
      { kind: 'heading', text: 'What each location needs' },
      {
        kind: 'tips',
        items: [
          'Zoom: connect your own Zoom account on its card under Apps & integrations. The card shows only when whoever runs your Kairos server has set up a Zoom app.',
          'Google Meet: connect your Google account under Apps & integrations, Your calendars; the link is added to the meeting in your Google calendar.',
          'Microsoft Teams: connect a work or school Microsoft 365 account the same way; personal Microsoft accounts cannot hold online meetings.',
          'Jitsi Meet: nothing to connect. Each booking gets a fresh room on your server’s own Jitsi Meet address, which whoever runs the server sets; until then the editor says Jitsi Meet is not set up.',
          'The Google and Microsoft sign-in buttons also show only when the server has that sign-in set up.',
        ],
      },
      {
        kind: 'text',
        text: 'A booking never waits for the video service. If the link cannot be made (an account not connected, a sign-in refused, the service down), the booking still stands, the emails go out without a link, you get an email saying why, and the booking in Calendar shows it. Connect the account and reschedule the meeting to get a link.',
      },
      {
        kind: 'text',
        text: 'For any other service, choose Custom location and paste your own fixed meeting link: everyone who books gets that same link.',
      },
    ],
  },
];

export function findHelpArticle(slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}
