/** The editor's sections, in the order of its navigation; also the `section` search param. */
export const EDITOR_SECTIONS = [
  'details',
  'hosts',
  'availability',
  'limits',
  'questions',
  'notifications',
  'confirmation',
  'booking',
  'payment',
  'appearance',
  'share-links',
] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];
