/**
 * The snippet builder hosts open from an event, a routing form or a share link (`embedBuilder.*`).
 * The widget's own words, shown to visitors, are in the visitors' catalogues. Part of the
 * dashboard's English catalogue (`../en.ts`).
 */
export const embedBuilderEn = {
  'embedBuilder.open': 'Embed',
  'embedBuilder.title': 'Embed on your site',
  'embedBuilder.description': 'Choose how the booking page appears on your website, then copy the snippet.',
  'embedBuilder.done': 'Done',
  'embedBuilder.mode': 'Mode',
  'embedBuilder.mode.inline': 'Inline',
  'embedBuilder.mode.inlineHint': 'Inside your page, as tall as its content.',
  'embedBuilder.mode.popup': 'Popup',
  'embedBuilder.mode.popupHint': 'A button of yours opens it over the page.',
  'embedBuilder.mode.floating': 'Floating button',
  'embedBuilder.mode.floatingHint': 'A button in the corner of every page.',
  'embedBuilder.theme': 'Theme',
  'embedBuilder.theme.light': 'Light',
  'embedBuilder.theme.dark': 'Dark',
  'embedBuilder.brandColour': 'Brand colour',
  'embedBuilder.hideDetails': 'Hide event details',
  'embedBuilder.hideDetailsHint': 'Shows only the calendar and times, in a narrower card.',
  'embedBuilder.buttonText': 'Button text',
  'embedBuilder.defaultButtonText': 'Book a meeting',
  'embedBuilder.snippet': 'Snippet',
  'embedBuilder.snippetHint':
    'Paste it into your site’s HTML. Add prefill and UTM attributes as the help centre describes.',
  'embedBuilder.copy': 'Copy snippet',
  'embedBuilder.preview': 'Live preview',
};
