/** Business constants from the product specification, section 9. */
export const MEETING_PAGE_SIZE = 50;
export const SLOT_GAP_MIN = 5;
export const NOTIFICATION_MINUTES_CAP = 99 * 60;
export const PHONE_INPUT_MAX_LENGTH = 250;
export const PUBLIC_PHONE_MIN_LENGTH = 8;
export const DEFAULT_TIME_FORMAT = '12h';
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_SHARE_LINK_LIMIT = 0;
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const PUBLIC_FORM_ATTACHMENT_MAX_MB = 5;
export const BUTTON_TEXT_BRIGHTNESS_THRESHOLD = 150;
export const MAX_DATES_RANGE_DAYS = 62;
export const MIN_PASSWORD_LENGTH = 8;

export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const;
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;

export const BREAKPOINTS = { mobile: 640, tablet: 1024 } as const;
export const RESIZE_DEBOUNCE_MS = 500;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const HOST_AREAS = [
  'eventTypes',
  'routingForms',
  'calendar',
  'analytics',
  'integrations',
  'settings',
  'help',
  'contacts',
  'transactions',
  'teams',
  'appearance',
] as const;
export type HostArea = (typeof HOST_AREAS)[number];

export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
