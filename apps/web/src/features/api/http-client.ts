import { ApiError, createApiErrorFromResponse } from './api-error';
import { buildQueryString, type QueryParams } from './query-string';
import { isStateChangingMethod, readXsrfToken, XSRF_HEADER_NAME } from './xsrf-cookie';

/** Turns an answer into the call's result, or throws. Runs for every answer, success or not. */
export type ResponseHandler = (response: Response, body: unknown) => unknown;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** Standard answer handling: 2xx is the result, anything else an ApiError with the body's message. */
export function handleStandardResponse(response: Response, body: unknown): unknown {
  if (!response.ok) throw createApiErrorFromResponse(response, body);
  return body;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isXsrfRejection(response: Response, body: unknown): boolean {
  return (
    response.status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === 'XSRF_TOKEN_INVALID'
  );
}

export function createApiClient(config: { baseUrl: string; onResponse?: ResponseHandler }): ApiClient {
  const { baseUrl, onResponse = handleStandardResponse } = config;

  async function send(method: HttpMethod, path: string, options: RequestOptions, isRetry: boolean) {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const token = isStateChangingMethod(method) ? readXsrfToken() : null;
    if (token) headers.set(XSRF_HEADER_NAME, token);
    const url = `${joinUrl(baseUrl, path)}${buildQueryString(options.query)}`;

    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: encodeBody(options.body, headers),
        credentials: 'same-origin',
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'NETWORK_ERROR' });
    }
    const body = await readBody(response);

    // The first answer to a browser without the token cookie sets it; one retry then carries it.
    if (!isRetry && isStateChangingMethod(method) && isXsrfRejection(response, body)) {
      const fresh = readXsrfToken();
      if (fresh && fresh !== token) return send(method, path, options, true);
    }
    return onResponse(response, body);
  }

  const client: ApiClient = {
    baseUrl,
    request: <T>(method: HttpMethod, path: string, options: RequestOptions = {}) =>
      send(method, path, options, false) as Promise<T>,
    get: (path, options) => client.request('GET', path, options),
    post: (path, body, options) => client.request('POST', path, { ...options, body }),
    put: (path, body, options) => client.request('PUT', path, { ...options, body }),
    patch: (path, body, options) => client.request('PATCH', path, { ...options, body }),
    delete: (path, options) => client.request('DELETE', path, options),
  };
  return client;
}
