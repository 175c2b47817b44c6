/** A tiny cookie-keeping HTTP client for API tests: one instance is one browser session. */
export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** Sends `body` as it is (bad JSON, other content types, bytes): the caller sets the headers. */
  raw<T = unknown>(method: string, path: string, body: string | Uint8Array | undefined, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** Registers a new account and keeps its session cookie. */
  register(email: string, password?: string): Promise<ApiResponse<{ id: string; position: string }>>;
}

export const createApiClient = (baseUrl: string): ApiClient => {
  let cookie = '';
  const client: ApiClient = {
    request: <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      client.raw<T>(method, path, body === undefined ? undefined : JSON.stringify(body), {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      }),
    async raw<T>(method: string, path: string, body: string | Uint8Array | undefined, headers: Record<string, string> = {}) {
      const response = await fetch(new URL(path, baseUrl), {
        method,
        redirect: 'manual',
        headers: { ...(cookie ? { cookie } : {}), ...headers },
        ...(body === undefined ? {} : { body }),
      });
      const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('regimen.sid='));
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      const text = await response.text();
      const type = response.headers.get('content-type') ?? '';
      return { status: response.status, headers: response.headers, body: (type.includes('json') && text ? JSON.parse(text) : text) as T };
    },
    get: (path, headers) => client.request('GET', path, undefined, headers),
    post: (path, body, headers) => client.request('POST', path, body, headers),
    register: (email, password = 'correct horse battery') => client.post('/api/auth/register', { email, password, firstName: 'Test', lastName: 'User' }),
  };
  return client;
};
