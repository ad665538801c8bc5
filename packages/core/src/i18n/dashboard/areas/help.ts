/** The help centre: its pages and articles (`help.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const helpEn = {
  // The help centre's front page and search.
  'help.documentTitle': 'Help centre · Kairos',
  'help.title': 'Help centre',
  'help.intro': 'How can we help? Short guides to every part of Kairos.',
  'help.searchLabel': 'Search help articles',
  'help.searchPlaceholder': 'Search, e.g. round robin, logo, password',
  'help.noMatch': 'No articles match “{query}”. Try fewer or other words.',
  'help.searchResults': 'Search results',
  'help.resultCount': '{count, plural, one {# article} other {# articles}} for “{query}”',
  // An article's page.
  'help.articleDocumentTitle': '{title} · Help centre · Kairos',
  'help.notFound.documentTitle': 'Article not found · Help centre · Kairos',
  'help.notFound.title': 'Article not found',
  'help.notFound.text': 'It may have moved. Search the help centre instead.',
  'help.relatedArticles': 'Related articles',
  'help.tips': 'Tips',
  // The topics, as a heading and as the related articles' "More on …".
  'help.topic.gettingStarted': 'Getting started',
  'help.topic.eventTypes': 'Event types',
  'help.topic.availability': 'Availability',
  'help.topic.routingForms': 'Routing forms',
  'help.topic.calendar': 'Calendar and bookings',
  'help.topic.contacts': 'Contacts',
  'help.topic.teams': 'Teams',
  'help.topic.appearance': 'Appearance',
  'help.topic.settings': 'Settings',
  'help.topic.integrations': 'Integrations',
  'help.topic.analytics': 'Analytics',
  'help.moreOn.gettingStarted': 'More on getting started',
  'help.moreOn.eventTypes': 'More on event types',
  'help.moreOn.availability': 'More on availability',
  'help.moreOn.routingForms': 'More on routing forms',
  'help.moreOn.calendar': 'More on calendar and bookings',
  'help.moreOn.contacts': 'More on contacts',
  'help.moreOn.teams': 'More on teams',
  'help.moreOn.appearance': 'More on appearance',
  'help.moreOn.settings': 'More on settings',
  'help.moreOn.integrations': 'More on integrations',
  'help.moreOn.analytics': 'More on analytics',
  // The articles: a title, a summary and one message per paragraph, heading or list item.
  // create-an-event-type
  'help.article.create-an-event-type.title': 'Create an event type',
  'help.article.create-an-event-type.summary':
    'Publish a meeting people can book: its name, length, location and link.',
  'help.article.create-an-event-type.text1':
    'An event type is a kind of meeting people can book with you, such as a 30-minute intro call. Each one has its own booking page at your workspace link followed by the event slug.',
  'help.article.create-an-event-type.steps1.1': 'Open Event types and choose New event type.',
  'help.article.create-an-event-type.steps1.2':
    'Give it a name and a duration; the URL slug is filled in from the name and can be changed.',
  'help.article.create-an-event-type.steps1.3':
    'Pick the kind: One-on-one, Group, Collective or Round robin.',
  'help.article.create-an-event-type.steps1.4':
    'Save, then open the editor to set hours, questions, notifications and payments.',
  'help.article.create-an-event-type.tips1.1': 'Turn an event off (inactive) to hide it without deleting it.',
  'help.article.create-an-event-type.tips1.2':
    'Mark it private to keep it off your public listing while its link still works.',
  'help.article.create-an-event-type.tips1.3':
    'To offer several lengths, turn on Offer several durations and list them; each can have its own price. Attendees pick one on the booking page only when Let attendees choose the duration is on too; otherwise they book the event’s own duration.',
  // event-kinds
  'help.article.event-kinds.title': 'One-on-one, group, collective and round robin',
  'help.article.event-kinds.summary': 'Which kind of event to choose, and how hosts are picked for each.',
  'help.article.event-kinds.heading1': 'One-on-one',
  'help.article.event-kinds.text1': 'One host meets one attendee. A booked time is gone for everyone else.',
  'help.article.event-kinds.heading2': 'Group',
  'help.article.event-kinds.text2':
    'Several attendees share one meeting, up to the seats you set. You can show how many spots are left.',
  'help.article.event-kinds.heading3': 'Collective',
  'help.article.event-kinds.text3':
    'Every host attends. Only times when all of the hosts are free are offered, so adding a busy colleague shrinks the choice.',
  'help.article.event-kinds.heading4': 'Round robin',
  'help.article.event-kinds.text4':
    'One host out of several takes each meeting. A time is offered when any host is free, and bookings are spread so the host who has had the fewest meetings goes next.',
  'help.article.event-kinds.text5':
    'Turn on Let attendees choose the host, in the Booking options section, to let attendees pick one of the hosts on the booking page: they then see only that host’s times, and the meeting goes to that host. Any available host stays the default.',
  'help.article.event-kinds.text6':
    'For collective and round robin events, choose the hosts in the Hosts section of the editor. You can pick members one by one or take everyone from a team.',
  // booking-questions
  'help.article.booking-questions.title': 'Ask attendees questions when they book',
  'help.article.booking-questions.summary': 'Collect phone numbers, files or answers to your own questions.',
  'help.article.booking-questions.text1':
    'Name and email are always asked. In the Questions section of an event you can add short and long text, choices, dates, phone numbers and file uploads.',
  'help.article.booking-questions.tips1.1': 'Mark a question as required to make attendees answer it.',
  'help.article.booking-questions.tips1.2': 'Drag questions to change their order on the booking page.',
  'help.article.booking-questions.tips1.3': 'Turn a question off to keep it for later without showing it.',
  'help.article.booking-questions.tips1.4':
    'Tick Fill in for returning visitors to fill a question in for the visitor: from the booking link (?name=…, ?email=…, or the question’s field name, such as ?company=Acme), else with what they answered last time in the same browser. Questions without it are never filled in this way.',
  'help.article.booking-questions.tips1.5':
    'On a phone number question, tick Number is on WhatsApp to send the event’s WhatsApp messages to that answer, and only to it: left empty, no WhatsApp message is sent. With no question ticked, messages go to the first phone number given, else the one on the contact.',
  // booking-emails
  'help.article.booking-emails.title': 'Emails attendees get when they book',
  'help.article.booking-emails.summary':
    'Send the booking as a calendar invitation or an email, in your own words.',
  'help.article.booking-emails.text1':
    'Open Event types, pick the event and go to its Notifications section. Send the booking as chooses what a confirmed attendee (and their guests) get when the meeting is booked or moved.',
  'help.article.booking-emails.tips1.1':
    'A calendar invitation: the invitation letter, with the meeting as an invitation their mail program offers to add to their diary.',
  'help.article.booking-emails.tips1.2':
    'An email: the Confirmation email letter, with the meeting attached as an invite.ics file to add by hand.',
  'help.article.booking-emails.tips1.3':
    "Only the letter that is sent is shown. Leave its subject or text empty to send the built-in words; variables such as '{{'attendee_name'}}' and '{{'meeting_date'}}' are filled in for each reader.",
  'help.article.booking-emails.tips1.4':
    'Switch the letter off and attendees get no booking email at all; you and the other hosts are still told.',
  'help.article.booking-emails.tips1.5':
    'Bookings waiting for a payment or your confirmation, and declined ones, are told in the built-in words, so the attendee always knows where their booking stands.',
  // set-your-hours
  'help.article.set-your-hours.title': 'Set your working hours',
  'help.article.set-your-hours.summary': 'Weekly hours, several schedules, and dates with different hours.',
  'help.article.set-your-hours.text1':
    'Your available hours say when people can book you. Each schedule has weekly hours and a time zone; one is your default.',
  'help.article.set-your-hours.steps1.1': 'Open Availability and pick a schedule, or create a new one.',
  'help.article.set-your-hours.steps1.2': 'Turn days on or off and add one or more time ranges per day.',
  'help.article.set-your-hours.steps1.3': 'Add a date override for a holiday or a day with different hours.',
  'help.article.set-your-hours.steps1.4':
    'In an event, choose which schedule it uses or give it custom hours.',
  'help.article.set-your-hours.text2':
    'Times are stored with their zone, so a change to daylight saving time does not move your hours.',
  // limits-and-buffers
  'help.article.limits-and-buffers.title': 'Buffers, notice and daily limits',
  'help.article.limits-and-buffers.summary': 'Keep time free around meetings and stop last-minute bookings.',
  'help.article.limits-and-buffers.text1':
    'In the Limits section of an event you can add a buffer before and after each meeting, a minimum notice, a limit of meetings per day, and how far ahead people can book.',
  'help.article.limits-and-buffers.tips1.1':
    'The slot gap sets how often start times are offered, from every 5 minutes.',
  'help.article.limits-and-buffers.tips1.2': 'A booking window of upcoming business days skips weekends.',
  'help.article.limits-and-buffers.tips1.3':
    'Minimum notice is a number and a unit, such as 2 hours; picking another unit keeps the number you typed and reads it in the new unit.',
  // routing-forms-basics
  'help.article.routing-forms-basics.title': 'Send visitors to the right place with a routing form',
  'help.article.routing-forms-basics.summary':
    'Ask a few questions first, then show a message, open a site or a booking page.',
  'help.article.routing-forms-basics.text1':
    'A routing form asks visitors questions and, according to your rules, shows a custom message, sends them to another address or opens the booking page of an event type.',
  'help.article.routing-forms-basics.steps1.1': 'Open Routing forms and create a form.',
  'help.article.routing-forms-basics.steps1.2': 'Add the questions you need.',
  'help.article.routing-forms-basics.steps1.3':
    'Add rules in order; the first rule that matches is used, and the default rule catches everyone else.',
  'help.article.routing-forms-basics.steps1.4': 'Share the form link or embed it on your site.',
  // manage-bookings
  'help.article.manage-bookings.title': 'See, reschedule and cancel bookings',
  'help.article.manage-bookings.summary': 'Your upcoming, pending and past meetings in one place.',
  'help.article.manage-bookings.text1':
    'The Calendar lists your meetings. Open one to see the attendee’s answers, add notes, reschedule it, cancel it or mark the attendee as a no-show.',
  'help.article.manage-bookings.tips1.1':
    'Meetings that need your confirmation wait under Action required until you accept or reject them.',
  'help.article.manage-bookings.tips1.2':
    'Requires confirmation, in an event’s Booking section, holds every booking or only short-notice ones for you. Tick Only for bookings without an online payment so that a visitor who pays online (card, PayPal, Razorpay or UPI) is booked as soon as the payment is settled, while free bookings and those paid by bank transfer, in cash or later still wait for you.',
  'help.article.manage-bookings.tips1.3': 'Export bookings to a CSV file for your spreadsheet.',
  'help.article.manage-bookings.tips1.4':
    'Attendees can reschedule or cancel from the links in their email, within the limits you set.',
  // contacts
  'help.article.contacts.title': 'Keep track of the people who book',
  'help.article.contacts.summary': 'Contacts are added when someone books; tag them or block them.',
  'help.article.contacts.text1':
    'Everyone who books with you is added to Contacts with their email, name, time zone and meetings. You can add contacts by hand, tag them and search by tag.',
  'help.article.contacts.text2':
    'Blocking a contact stops them from booking any of your events; you can write the message they see.',
  // teams
  'help.article.teams.title': 'Create a team and share its page',
  'help.article.teams.summary': 'Group hosts, choose a lead and give the team its own booking page.',
  'help.article.teams.text1':
    'A team is a named group of workspace members. Its page at its own link lists the team’s event types, and round robin or collective events can take their hosts from it.',
  'help.article.teams.steps1.1': 'Open Teams and choose New team.',
  'help.article.teams.steps1.2': 'Give it a name and a link, and add members; mark one or more as lead.',
  'help.article.teams.steps1.3': 'In an event type, choose the team in the Hosts section.',
  'help.article.teams.steps1.4': 'Copy the team link and share it.',
  // invite-members
  'help.article.invite-members.title': 'Invite people to your workspace',
  'help.article.invite-members.summary':
    'Invitations, roles, and what happens to a member’s meetings when they go.',
  'help.article.invite-members.steps1.1': 'Open Settings, Members.',
  'help.article.invite-members.steps1.2': 'Enter their email, choose a role and send the invitation.',
  'help.article.invite-members.steps1.3':
    'They get an email with a link that works for 7 days; you can resend or revoke it.',
  'help.article.invite-members.text1':
    'Before you remove a member, their upcoming meetings are listed so you can hand them to someone else.',
  // roles-and-permissions
  'help.article.roles-and-permissions.title': 'Roles and permissions',
  'help.article.roles-and-permissions.summary': 'Owner, Admin, Member and your own roles, area by area.',
  'help.article.roles-and-permissions.text1':
    'Every member has a role. The Owner and Admins can do everything. Members can manage event types and routing forms and see the rest. Custom roles let you choose, for each area, who may view, create, edit and delete.',
  'help.article.roles-and-permissions.text2':
    'Make and change roles in Settings, Roles. Things a role cannot do are hidden in the dashboard, and the server refuses them too.',
  'help.article.roles-and-permissions.tips1.1':
    'The owner cannot leave the workspace; transfer ownership to another member first.',
  'help.article.roles-and-permissions.tips1.2': 'Changing a role applies to everyone who has it at once.',
  // profile-and-formats
  'help.article.profile-and-formats.title': 'Your profile, time zone and date format',
  'help.article.profile-and-formats.summary': 'How dates and times are written across your dashboard.',
  'help.article.profile-and-formats.text1':
    'In Settings, Profile, set your name, photo, a short bio (up to 300 characters), mobile number and time zone, and choose DD/MM/YYYY or MM/DD/YYYY dates and 12-hour or 24-hour times. The dashboard uses them everywhere, dates you type included; your booking pages show your photo and bio.',
  // password-and-sessions
  'help.article.password-and-sessions.title': 'Change your password or sign out everywhere',
  'help.article.password-and-sessions.summary': 'Keep your account safe if a device is lost.',
  'help.article.password-and-sessions.text1':
    'In Settings, Security, change your password by entering the current one first; your other sessions are signed out. Sign out everywhere ends every session, this one included.',
  // workspace-and-plan
  'help.article.workspace-and-plan.title': 'Workspace name, link and plan',
  'help.article.workspace-and-plan.summary': 'Rename the workspace, change its link and see your plan.',
  'help.article.workspace-and-plan.text1':
    'In Settings, Workspace, change the name, the public link and the default time zone. When you change the link, the old one keeps redirecting to the new one.',
  'help.article.workspace-and-plan.text2':
    'A self-hosted workspace has no plan and no limits, and shows none. When the operator who runs Kairos sets a plan for the workspace, Settings, Workspace shows it with its seats, event types and end date, and reaching a limit says so; ask the operator to change it.',
  // branding
  'help.article.branding.title': 'Brand your booking pages',
  'help.article.branding.summary': 'Colours, logo, layout and the powered-by footer.',
  'help.article.branding.text1':
    'In Appearance, choose your brand colour, background and text colour, upload a logo and pick a layout. The preview shows your public page as you change it.',
  'help.article.branding.tips1.1':
    'Button text turns black or white by itself so it stays readable on your brand colour.',
  'help.article.branding.tips1.2': 'A warning appears when text would be hard to read.',
  'help.article.branding.tips1.3': 'One event can have its own colours in its Appearance section.',
  // integrations
  'help.article.integrations.title': 'WhatsApp, Mailchimp, Google Sheets, webhooks and tracking pixels',
  'help.article.integrations.summary':
    'Send WhatsApp messages, grow your mailing list, keep bookings in a spreadsheet, tell your own systems about bookings and measure your pages.',
  'help.article.integrations.text1':
    'Under Apps & integrations, connect your WhatsApp Business number to send booking notices, reminders and follow-ups from approved templates, and add webhook endpoints so your own systems hear about bookings as they happen, signed, with a delivery log.',
  'help.article.integrations.text2':
    'To grow your Mailchimp audience, add a checkbox question such as “Send me the newsletter” to your events, then connect Mailchimp there with your API key, the audience ID, tags and that question’s text. Attendees who tick it are added when their booking is made or confirmed; people who unsubscribed stay unsubscribed.',
  'help.article.integrations.text3':
    'To keep your bookings in a Google Sheet, choose Sign in with Google on the Google Sheets card with an account that may edit the spreadsheet, then paste the spreadsheet’s address, name the sheet (tab) for bookings and pick its columns; name a second sheet to also get a row per routing form response. Each booking gets a row, changed in place when it is rescheduled, cancelled or marked a no-show. Disconnecting keeps the sheet as it is.',
  'help.article.integrations.text4':
    'Add your Meta pixel ID and your Google Analytics measurement ID there too: your booking pages then report each step (pages seen, day and time chosen, bookings, reschedules, cancellations, routing forms) as an event worth 1 USD. Events are sent only from your public bookings address.',
  // connect-your-calendars
  'help.article.connect-your-calendars.title': 'Connect your calendars',
  'help.article.connect-your-calendars.summary':
    'Keep your other events from being double-booked, have meetings written to your calendar, and give bookings Google Meet links.',
  'help.article.connect-your-calendars.text1':
    'Under Apps & integrations, the Your calendars card connects your own calendars. Choose Connect CalDAV or feed for iCloud, Fastmail, Nextcloud and other CalDAV servers (with an app password) or a read-only .ics address: this works on every Kairos server.',
  'help.article.connect-your-calendars.text2':
    'Beside it, “Sign in to connect” offers a button for Google and one for Microsoft 365 / Outlook, each only when whoever runs your Kairos server has set up sign-in with that provider. Choose one to sign in and allow Kairos to read your calendars and write meetings. If you see neither button, this server has not set them up: use CalDAV (Google and Microsoft calendars can also be added as a read-only .ics feed), or ask your server’s administrator.',
  'help.article.connect-your-calendars.tips1.1':
    'Events in the calendars you check for conflicts take their times off your booking pages; events marked free, and events you declined, do not.',
  'help.article.connect-your-calendars.tips1.2':
    'Booked meetings are written to your destination calendar, moved when rescheduled and deleted when cancelled.',
  'help.article.connect-your-calendars.tips1.3':
    'If a sign-in stops working, the card shows the calendar as broken and you get one email: connect the same account again to repair it.',
  'help.article.connect-your-calendars.text3':
    'With your Google account connected, an event whose location is Google Meet gets a Meet link on each booking, kept on the same event in your calendar. A work or school Microsoft 365 account does the same for Microsoft’s online meetings; personal Microsoft accounts cannot hold them.',
  // embed-on-your-site
  'help.article.embed-on-your-site.title': 'Put booking pages on your website',
  'help.article.embed-on-your-site.summary':
    'An inline widget, a popup or a floating button, with one snippet.',
  'help.article.embed-on-your-site.text1':
    'Open an event in Event types and choose Embed, choose Embed beside a link in its Share links section, or open a form in Routing forms and go to its Share tab. Pick inline, popup or floating button, a light or dark theme, a brand colour and, for events, whether to hide the event details. The live preview runs the real widget; copy the snippet into your site’s HTML.',
  'help.article.embed-on-your-site.heading1': 'Filling in details for the visitor',
  'help.article.embed-on-your-site.tips1.1':
    'data-kairos-name, data-kairos-email and data-kairos-guests (comma-separated) fill in the booking form.',
  'help.article.embed-on-your-site.tips1.2':
    'data-kairos-answers fills in answers by question ID, as JSON: \'{\'"topic":"Pricing"\'}\'.',
  'help.article.embed-on-your-site.tips1.3': 'data-kairos-date (YYYY-MM-DD) opens the calendar on that day.',
  'help.article.embed-on-your-site.tips1.4':
    'data-kairos-utm-source to data-kairos-utm-content are saved with the booking; your own page’s utm_ parameters are passed on too.',
  'help.article.embed-on-your-site.heading2': 'Hearing from the widget',
  'help.article.embed-on-your-site.text2':
    'Your page can react when a visitor views a page, picks a day or a time, or books (with the meeting ID): Kairos.on("booking_successful", callback), or listen for kairos:booking_successful on window.',
  // share-links
  'help.article.share-links.title': 'One-off share links',
  'help.article.share-links.summary': 'Single-use links with the attendee’s details filled in.',
  'help.article.share-links.text1':
    'In an event type’s Share links section, create a link that works a set number of times or until a date, optionally with the attendee’s name and email filled in and locked. Copy it, and revoke it when you no longer want it used.',
  // take-payments
  'help.article.take-payments.title': 'Take payments for bookings',
  'help.article.take-payments.summary':
    'Charge for an event by card with Stripe, PayPal, Razorpay, UPI, bank transfer or cash, and follow every payment.',
  'help.article.take-payments.text1':
    'A paid event asks for the money before the booking stands. A payment online confirms the booking by itself; UPI, bank transfer and cash wait for you to confirm that the money arrived.',
  'help.article.take-payments.heading1': 'Connect a provider',
  'help.article.take-payments.steps1.1': 'Open Apps & integrations and find Stripe, PayPal or Razorpay.',
  'help.article.take-payments.steps1.2':
    'In the provider’s dashboard, add a webhook at the address the card shows, then paste the keys and the webhook’s secret or ID into the card. Secrets are never shown again.',
  'help.article.take-payments.steps1.3':
    'Under Payment hold, set how many minutes a visitor paying online keeps their time (15 by default). Unpaid, the time is freed and nothing is charged.',
  'help.article.take-payments.heading2': 'Charge for an event',
  'help.article.take-payments.steps2.1': 'Open Event types, pick the event and go to its Payment section.',
  'help.article.take-payments.steps2.2':
    'Turn on Take payment, set the price and currency, and tick the methods you accept.',
  'help.article.take-payments.steps2.3':
    'UPI takes Indian rupees (INR) only. With another currency UPI stays ticked but attendees are not offered it, and the editor says so beside it.',
  'help.article.take-payments.steps2.4':
    'To keep the money when an attendee cancels late, set “No refund for cancellations within” a number of hours. 0 always refunds; your own cancellations always refund.',
  'help.article.take-payments.heading3': 'Check and give back payments',
  'help.article.take-payments.tips1.1':
    'Transactions lists every payment, those waiting for your check first, with totals per currency and a CSV export. Confirm or reject a UPI reference, a transfer or cash there, or from the booking in Calendar.',
  'help.article.take-payments.tips1.2':
    'A cancelled booking paid online is refunded through the provider. One paid by hand shows Refund due: give the money back yourself, then choose Record refund.',
  // read-your-analytics
  'help.article.read-your-analytics.title': 'Read your analytics',
  'help.article.read-your-analytics.summary':
    'What each figure under Insights, Analytics counts, and the days it covers.',
  'help.article.read-your-analytics.text1':
    'Insights, Analytics shows the last 30 days and the next 30 unless you pick other dates, in your profile’s time zone, so bookings for the coming weeks show as soon as they are made. Each card says the days it covers.',
  'help.article.read-your-analytics.tips1.1':
    'Bookings created: the bookings made on the range’s days up to today, whenever their meetings take place.',
  'help.article.read-your-analytics.tips1.2':
    'Upcoming: the range’s meetings from now on that are still on, confirmed or waiting for your confirmation or a payment.',
  'help.article.read-your-analytics.tips1.3':
    'Meetings held: the range’s meetings that took place, no-shows included; No-shows says how many of them were marked so.',
  'help.article.read-your-analytics.tips1.4':
    'Cancelled (declined and expired included), Rescheduled and Revenue count the meetings dated in the range. Revenue is what was paid, less refunds, per currency.',
  'help.article.read-your-analytics.tips1.5':
    'Conversion: of the visitors who reached a booking page (picked a day or a time, or gave their details), the share whose visit went on to book. A booking made without your pages is not a visit, so conversion never passes 100%.',
  'help.article.read-your-analytics.text2':
    'The charts count meetings by the day they take place. The booking funnel shows how often visitors reached each step of your pages; Booked counts the bookings made from your pages, and Paid the payments Revenue counts. Every chart downloads as a CSV of what it shows.',
  'help.article.read-your-analytics.heading1': 'The charts',
  'help.article.read-your-analytics.tips2.1': 'Meetings over time: by day, week or month.',
  'help.article.read-your-analytics.tips2.2':
    'By event type and By host: how the meetings are shared out; a host’s share shows how evenly round robin spreads them.',
  'help.article.read-your-analytics.tips2.3':
    'Popular days and hours: when meetings start. Lead time: how long before a meeting it was booked.',
  'help.article.read-your-analytics.tips2.4':
    'Campaigns: visitors and bookings by UTM source and campaign. Routing form outcomes: responses by the rule they matched, and how many booked.',
  'help.article.read-your-analytics.text3':
    'Narrow every figure and chart to one event type, team or host with the filters above the cards.',
  // video-conferencing
  'help.article.video-conferencing.title':
    'Video meetings: Zoom, Google Meet, Microsoft Teams and Jitsi Meet',
  'help.article.video-conferencing.summary':
    'Give each booking its own video link, made when the booking is, moved and deleted with it.',
  'help.article.video-conferencing.text1':
    'Open Event types, pick the event and, under Location, choose Zoom, Google Meet, Microsoft Teams or Jitsi Meet. Each booking then gets a meeting of its own: its link (and passcode, if any) goes to the attendees on the thanks page and in the emails, it moves when the booking is rescheduled and is deleted when the booking is cancelled. The editor says at once when something is still missing for the location you chose.',
  'help.article.video-conferencing.heading1': 'What each location needs',
  'help.article.video-conferencing.tips1.1':
    'Zoom: connect your own Zoom account on its card under Apps & integrations. The card shows only when whoever runs your Kairos server has set up a Zoom app.',
  'help.article.video-conferencing.tips1.2':
    'Google Meet: connect your Google account under Apps & integrations, Your calendars; the link is added to the meeting in your Google calendar.',
  'help.article.video-conferencing.tips1.3':
    'Microsoft Teams: connect a work or school Microsoft 365 account the same way; personal Microsoft accounts cannot hold online meetings.',
  'help.article.video-conferencing.tips1.4':
    'Jitsi Meet: nothing to connect. Each booking gets a fresh room on your server’s own Jitsi Meet address, which whoever runs the server sets; until then the editor says Jitsi Meet is not set up.',
  'help.article.video-conferencing.tips1.5':
    'The Google and Microsoft sign-in buttons also show only when the server has that sign-in set up.',
  'help.article.video-conferencing.text2':
    'A booking never waits for the video service. If the link cannot be made (an account not connected, a sign-in refused, the service down), the booking still stands, the emails go out without a link, you get an email saying why, and the booking in Calendar shows it. Connect the account and reschedule the meeting to get a link.',
  'help.article.video-conferencing.text3':
    'For any other service, choose Custom location and paste your own fixed meeting link: everyone who books gets that same link.',
};
