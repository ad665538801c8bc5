import type { AppErrorCode, FieldIssue } from '@kairos/core/errors';

/** Codes the browser adds to the server's catalogue: the request never got an answer. */
export type ApiErrorCode = AppErrorCode | 'NETWORK_ERROR';

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

interface ApiErrorInit {
  status: number;
  code: ApiErrorCode | string;
  issues?: FieldIssue[];
  body?: unknown;
  response?: Response;
}

/** A failed API call: the server's message, its machine code, field issues and the raw answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | string;
  readonly issues: FieldIssue[];
  readonly body: unknown;
  readonly response: Response | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message || FALLBACK_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.body = init.body;
    this.response = init.response;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const issue = asRecord(item);
    if (!issue || typeof issue.message !== 'string') return [];
    const path = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '');
    return [{ path, message: issue.message }];
  });
}

/** The error text of a body: its `error` field, else its `message` field, else `fallback`. */
export function readErrorMessage(body: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  const record = asRecord(body);
  for (const key of ['error', 'message'] as const) {
    const value = record?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}

/** What the transport itself says of a failed answer, the last resort for its message. */
export function transportMessage(response: Response): string {
  return `Request failed with status code ${response.status}`;
}

/** Builds the error for an answer the client treats as a failure. */
export function createApiErrorFromResponse(response: Response, body: unknown, code?: ApiErrorCode): ApiError {
  const record = asRecord(body);
  const bodyCode = typeof record?.code === 'string' ? record.code : undefined;
  // A success that carries an error says so in its body; a failure falls back on the transport's words.
  return new ApiError(
    readErrorMessage(body, response.ok ? FALLBACK_ERROR_MESSAGE : transportMessage(response)),
    {
      status: response.status,
      code: code ?? bodyCode ?? (response.ok ? 'BAD_REQUEST' : 'INTERNAL_ERROR'),
      issues: readIssues(record?.issues),
      body,
      response,
    },
  );
}

export function hasErrorField(body: unknown): boolean {
  const record = asRecord(body);
  const value = record?.error;
  return value !== undefined && value !== null && value !== false;
}

/** Access denied by permissions (403), as opposed to a missing anti-forgery token. */
export function isAccessDeniedError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code !== 'XSRF_TOKEN_INVALID';
}
