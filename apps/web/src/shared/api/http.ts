/**
 * The one HTTP client (spec section 7): base /api/v1, JSON, 15 s time-out, interceptors. A small
 * fetch-based stand-in for axios, with the axios surface this app uses (get/post/put/delete/request,
 * `params`, `signal`, `timeout`, `responseType`, `onUploadProgress`, `{ data, status, headers }`
 * answers and errors with `code`/`response`): axios alone was ~20 KB of the login screen's
 * JavaScript (docs/decisions.md "Web: bundle budgets"). It lives apart from the interceptors
 * (http-client.ts) so that sign-out can call the server without an import cycle.
 */

export type ResponseType = 'json' | 'text' | 'arraybuffer' | 'blob';
export type UploadProgress = { loaded: number; total?: number; progress?: number };

export type RequestConfig = {
  url?: string;
  method?: string;
  baseURL?: string;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Milliseconds; 0 means none. */
  timeout?: number;
  responseType?: ResponseType;
  /** The share of the body sent (uploads go through XMLHttpRequest, the one API that reports it). */
  onUploadProgress?: (event: UploadProgress) => void;
  /** The caller shows this request's errors itself (a form, the login page). */
  skipErrorToast?: boolean;
  /** A 401 is final: no refresh and no retry (login, refresh, logout). */
  skipAuthRefresh?: boolean;
  /** Set on the one retry after a refresh, so that a second 401 does not loop. */
  authRetried?: boolean;
};

/** A request as the interceptors see it: headers as a Headers object (has/get/set). */
export type InternalRequestConfig = Omit<RequestConfig, 'headers'> & {
  url: string;
  method: string;
  headers: Headers;
};

// The answers' bodies are what the server sent: the callers check them (zod) or know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HttpResponse<T = any> = {
  data: T;
  status: number;
  /** Lower-case names, as axios gave them. */
  headers: Record<string, string>;
  config: InternalRequestConfig;
};

/** ERR_CANCELED: the caller aborted; ECONNABORTED: time-out; ERR_NETWORK: no answer; else a status. */
export type HttpErrorCode =
  'ERR_CANCELED' | 'ECONNABORTED' | 'ERR_NETWORK' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

export class HttpError extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: InternalRequestConfig,
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError || (error as { isHttpError?: unknown } | null)?.isHttpError === true;

type Fulfilled<V> = (value: V) => V | Promise<V>;
type Rejected = (error: unknown) => unknown;

/** axios-style interceptor lists: `use` returns an id for `eject`. */
class Interceptors<V> {
  private nextId = 0;
  readonly handlers = new Map<number, { fulfilled: Fulfilled<V>; rejected?: Rejected }>();
  use(fulfilled: Fulfilled<V>, rejected?: Rejected) {
    this.handlers.set(this.nextId, { fulfilled, rejected });
    return this.nextId++;
  }
  eject(id: number) {
    this.handlers.delete(id);
  }
}

/** JSON goes out for plain objects and arrays; anything else (File, Blob, FormData…) as it is. */
const isPlainBody = (data: unknown) => {
  if (Array.isArray(data)) return true;
  if (data === null || typeof data !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(data);
  return prototype === Object.prototype || prototype === null;
};

/** axios's serialization: nothing for null/undefined, `key[]` for arrays, ISO for dates. */
const queryString = (params: Record<string, unknown> | undefined) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const text = (item: unknown) => (item instanceof Date ? item.toISOString() : String(item));
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, text(item));
    else search.append(key, text(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
};

const urlOf = (config: InternalRequestConfig) => {
  const path = /^https?:\/\//.test(config.url) ? config.url : `${config.baseURL ?? ''}${config.url}`;
  // Relative to the page (fetch outside a browser, e.g. in tests, needs an absolute URL).
  const base = typeof location === 'undefined' ? 'http://localhost' : location.href;
  return `${new URL(path, base).href}${queryString(config.params)}`;
};

const bodyOf = (config: InternalRequestConfig): BodyInit | undefined => {
  const { data, headers } = config;
  if (data === undefined) {
    headers.delete('Content-Type');
    return undefined;
  }
  // The browser writes the multipart boundary itself.
  if (data instanceof FormData) headers.delete('Content-Type');
  if (isPlainBody(data) || typeof data === 'number' || typeof data === 'boolean') {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return JSON.stringify(data);
  }
  return data as BodyInit;
};

/** Like axios: JSON when it parses, else the text ('' for an empty body). */
const parseBody = (text: string, type: ResponseType | undefined): unknown => {
  if (type === 'text' || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const headersOf = (entries: Iterable<[string, string]>) =>
  Object.fromEntries([...entries].map(([name, value]) => [name.toLowerCase(), value]));

const statusError = (response: HttpResponse) =>
  new HttpError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    response.config,
    response,
  );

const sendWithFetch = async (
  config: InternalRequestConfig,
  body: BodyInit | undefined,
  signal: AbortSignal,
) => {
  const answer = await fetch(urlOf(config), {
    method: config.method.toUpperCase(),
    headers: config.headers,
    body,
    signal,
  });
  const type = config.responseType;
  const data =
    type === 'arraybuffer'
      ? await answer.arrayBuffer()
      : type === 'blob'
        ? await answer.blob()
        : parseBody(await answer.text(), type);
  return { data, status: answer.status, headers: headersOf(answer.headers.entries()), config };
};

/** XMLHttpRequest for uploads that report progress (fetch cannot). */
const sendWithXhr = (config: InternalRequestConfig, body: BodyInit | undefined, signal: AbortSignal) =>
  new Promise<HttpResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method.toUpperCase(), urlOf(config));
    config.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType =
      config.responseType === 'arraybuffer' || config.responseType === 'blob' ? config.responseType : 'text';
    xhr.upload.onprogress = (event) =>
      config.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
        progress: event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined,
      });
    xhr.onload = () => {
      const headers = xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)
        .filter(Boolean)
        .map((line): [string, string] => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
        });
      const data =
        xhr.responseType === 'text'
          ? parseBody(xhr.responseText, config.responseType)
          : (xhr.response as unknown);
      resolve({ data, status: xhr.status, headers: headersOf(headers), config });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    signal.addEventListener('abort', () => {
      xhr.abort();
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    });
    xhr.send(body as XMLHttpRequestBodyInit | undefined);
  });

const TIMED_OUT = 'timeout';

/** One request, no interceptors: URL, body, time-out and cancellation, the answer or an HttpError. */
const dispatch = async (config: InternalRequestConfig): Promise<HttpResponse> => {
  const controller = new AbortController();
  const timeout = config.timeout ?? 0;
  const timer = timeout > 0 ? setTimeout(() => controller.abort(TIMED_OUT), timeout) : undefined;
  const cancel = () => controller.abort(config.signal?.reason);
  if (config.signal?.aborted) cancel();
  config.signal?.addEventListener('abort', cancel);
  try {
    const body = bodyOf(config);
    const send = config.onUploadProgress ? sendWithXhr : sendWithFetch;
    const response = await send(config, body, controller.signal);
    if (response.status < 200 || response.status >= 300) throw statusError(response);
    return response;
  } catch (error) {
    if (isHttpError(error)) throw error;
    if (controller.signal.aborted && controller.signal.reason === TIMED_OUT)
      throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', config);
    if (controller.signal.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
    throw new HttpError(error instanceof Error ? error.message : 'Network Error', 'ERR_NETWORK', config);
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
};

export type HttpClientDefaults = { baseURL: string; timeout: number; headers: Record<string, string> };

export const createHttpClient = (defaults: HttpClientDefaults) => {
  const interceptors = {
    request: new Interceptors<InternalRequestConfig>(),
    response: new Interceptors<HttpResponse>(),
  };

  const request = async <T = unknown>(config: RequestConfig): Promise<HttpResponse<T>> => {
    const headers = new Headers(defaults.headers);
    new Headers(config.headers).forEach((value, name) => headers.set(name, value));
    let internal: InternalRequestConfig = {
      baseURL: defaults.baseURL,
      timeout: defaults.timeout,
      ...config,
      url: config.url ?? '',
      method: (config.method ?? 'get').toLowerCase(),
      headers,
    };
    // As axios: request interceptors run last-added first, response ones in order.
    for (const { fulfilled } of [...interceptors.request.handlers.values()].reverse())
      internal = await fulfilled(internal);
    let outcome: Promise<HttpResponse> = dispatch(internal);
    for (const { fulfilled, rejected } of interceptors.response.handlers.values())
      outcome = outcome.then(fulfilled, rejected as ((error: unknown) => never) | undefined);
    return outcome as Promise<HttpResponse<T>>;
  };

  type Options = Omit<RequestConfig, 'url' | 'method' | 'data'>;
  /* eslint-disable @typescript-eslint/no-explicit-any -- as axios: the caller names or checks the body */
  return {
    interceptors,
    request: <T = any>(config: RequestConfig) => request<T>(config),
    get: <T = any>(url: string, options?: Options) => request<T>({ ...options, url, method: 'get' }),
    delete: <T = any>(url: string, options?: Options) => request<T>({ ...options, url, method: 'delete' }),
    post: <T = any>(url: string, data?: unknown, options?: Options) =>
      request<T>({ ...options, url, method: 'post', data }),
    put: <T = any>(url: string, data?: unknown, options?: Options) =>
      request<T>({ ...options, url, method: 'put', data }),
    patch: <T = any>(url: string, data?: unknown, options?: Options) =>
      request<T>({ ...options, url, method: 'patch', data }),
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
};

export const http = createHttpClient({
  baseURL: '/api/v1',
  timeout: 15_000,
  headers: { 'Content-Type': 'application/json' },
});
