/**
 * The closed set of error codes the API can answer with, and the HTTP status
 * and default message of each. Adding a code without a status is a type error.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: { status: 400, message: 'The request is not valid' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON' },
  UNAUTHORIZED: { status: 401, message: 'Please log in to continue' },
  INVALID_CREDENTIALS: { status: 401, message: 'Email or password is incorrect' },
  API_TOKEN_INVALID: {
    status: 401,
    message:
      'This API token is not valid: it is unknown, revoked or expired, or its owner left the workspace',
  },
  FORBIDDEN: { status: 403, message: 'NO access' },
  XSRF_TOKEN_INVALID: { status: 403, message: 'The anti-forgery token is missing or does not match' },
  API_TOKEN_SCOPE_MISSING: { status: 403, message: "This API token's scopes do not allow this request" },
  SESSION_REQUIRED: {
    status: 403,
    message: 'This request needs a signed-in session; an API token cannot make it',
  },
  CAN_NOT_EDIT_MEET: { status: 403, message: "You don't have permission to edit this booking" },
  RESCHEDULE_NOT_ALLOWED: { status: 403, message: 'Rescheduling is not allowed for this booking' },
  CANCEL_NOT_ALLOWED: { status: 403, message: 'Cancelling is not allowed for this booking' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'No such API route' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state' },
  ACCESS_LINK_TAKEN: { status: 409, message: 'This link is already taken' },
  INVITATION_USED: { status: 409, message: 'This invitation has already been used' },
  OWNER_CANNOT_LEAVE: {
    status: 409,
    message: 'The owner cannot leave the organisation without handing ownership over first',
  },
  PLAN_LIMIT_REACHED: { status: 409, message: "Your plan's limit is reached; upgrade to add more" },
  CALENDAR_UNREACHABLE: {
    status: 422,
    message: 'The calendar could not be reached with these details',
  },
  MAILING_LIST_UNREACHABLE: {
    status: 422,
    message: 'The Mailchimp audience could not be reached with these details',
  },
  SPREADSHEET_UNREACHABLE: {
    status: 422,
    message: 'The spreadsheet could not be written with this Google account',
  },
  OAUTH_NOT_CONFIGURED: { status: 409, message: 'Sign-in with this provider is not set up on this server' },
  ADDRESS_NOT_ALLOWED: {
    status: 422,
    message: 'This address is private or reserved, so Kairos does not connect to it',
  },
  WHATSAPP_NOT_CONFIGURED: { status: 409, message: 'WhatsApp is not set up for this workspace' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists' },
  SLUG_TAKEN: { status: 409, message: 'This slug is already used in your workspace' },
  AVAILABLE_HOURS_IN_USE: {
    status: 409,
    message: 'These available hours are used by an event; give its hosts other hours first',
  },
  SLOT_IS_NOT_AVAILABLE: { status: 409, message: 'Slot is not available' },
  RESCHEDULE_LIMIT_EXCEED: { status: 409, message: 'Reschedule limit reached' },
  MEETING_CANCELLED: { status: 409, message: 'This booking was cancelled' },
  MEETING_PAST: { status: 409, message: 'This meeting has already taken place' },
  LIMIT_EXCEEDED: { status: 409, message: 'This link has reached its usage limit' },
  NOTICE_TOO_SHORT: { status: 409, message: 'This time is too soon to book; please pick a later one' },
  OUTSIDE_BOOKING_WINDOW: { status: 409, message: 'This date cannot be booked' },
  DAILY_LIMIT_REACHED: { status: 409, message: 'No more bookings can be made on this day' },
  EVENT_LIMIT_REACHED: { status: 409, message: 'This event is fully booked' },
  ATTENDEE_LIMIT_REACHED: { status: 409, message: 'You have reached the booking limit for this event' },
  ALREADY_BOOKED: { status: 409, message: 'You are already booked into this meeting' },
  GUESTS_NOT_ALLOWED: { status: 400, message: 'This event does not allow guests' },
  GUEST_LIMIT_EXCEEDED: { status: 400, message: 'Too many guests' },
  VERIFICATION_CODE_REQUIRED: {
    status: 400,
    message: 'Please verify your email address with the code we sent you',
  },
  VERIFICATION_CODE_INVALID: { status: 400, message: 'The code is wrong or has expired' },
  CONTACT_BLOCKED: { status: 403, message: 'You cannot book with this host' },
  LINK_HAS_EXPIRED: { status: 410, message: 'Link Expired' },
  INVITATION_EXPIRED: { status: 410, message: 'This invitation has expired' },
  EXPIRED: { status: 410, message: 'Sorry, meeting link has been expired.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FILE_TOO_LARGE: { status: 413, message: 'File size must not exceed the limit' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request content type is not supported' },
  MIME_TYPE_NOT_SUPPORTED: { status: 415, message: 'File format not supported' },
  UPLOAD_FAILED: { status: 400, message: "Couldn't upload file" },
  CURRENT_PASSWORD_INVALID: { status: 400, message: 'The current password is not correct' },
  PAYMENT_METHOD_NOT_AVAILABLE: {
    status: 409,
    message: 'This payment method is not available for this event',
  },
  PAYMENT_NOT_PENDING: { status: 409, message: 'This payment is no longer waiting for that step' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature does not verify' },
  PAYMENT_ACCOUNT_REFUSED: {
    status: 422,
    message: 'The payment provider refused these credentials; check them and try again',
  },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    message: 'The payment provider did not answer as expected; please try again',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is briefly unavailable; please try again in a few seconds',
  },
} as const satisfies Record<string, { status: HttpErrorStatus; message: string }>;

export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export type AppErrorCode = keyof typeof ERROR_CATALOGUE;

/** One field problem in a validation error: a dotted path and its message. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  issues?: FieldIssue[];
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: HttpErrorStatus;
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    message?: string,
    extra?: { issues?: FieldIssue[]; headers?: Record<string, string> },
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.issues = extra?.issues;
    this.headers = extra?.headers;
  }

  toBody(): ErrorBody {
    return this.issues
      ? { error: this.message, code: this.code, issues: this.issues }
      : { error: this.message, code: this.code };
  }
}
