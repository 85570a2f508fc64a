import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { z } from 'zod/mini';
import { ApiError, toApiError } from './errors.js';

export type RequestPhase = 'start' | 'end' | 'error';

export interface ApiClientOptions {
  baseURL: string;
  /** Fallback token source; a token given to setToken wins over it. */
  getToken?: () => string | null;
  lang?: () => string;
  /** Lets the shell's progress bar follow every request. */
  onRequest?: (phase: RequestPhase) => void;
  axiosInstance?: AxiosInstance;
}

/** Closures over one axios instance, no `this`: each may be taken apart from the others. */
export interface Transport {
  /** Sends a request and gives the body checked against the schema. */
  send: <S extends z.core.$ZodType>(config: AxiosRequestConfig, schema: S) => Promise<z.output<S>>;
  /** Same headers, progress and errors, for callers that need the status rather than a body. */
  exchange: <T>(config: AxiosRequestConfig, read: (response: AxiosResponse) => T) => Promise<T>;
  setToken: (token: string | null) => void;
  getToken: () => string | null;
}

function label(config: AxiosRequestConfig): string {
  return `${(config.method ?? 'GET').toUpperCase()} ${config.url ?? ''}`;
}

export function createTransport(options: ApiClientOptions): Transport {
  const http = options.axiosInstance ?? axios.create({ baseURL: options.baseURL, withCredentials: true });
  // undefined means "never set": only then is the caller's getToken consulted.
  let explicitToken: string | null | undefined;

  const getToken = () => (explicitToken === undefined ? (options.getToken?.() ?? null) : explicitToken);

  function headers(config: AxiosRequestConfig): Record<string, string> {
    const result: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) result.Authorization = `Bearer ${token}`;
    const lang = options.lang?.();
    if (lang) result['Accept-Language'] = lang;
    return { ...result, ...(config.headers as Record<string, string> | undefined) };
  }

  async function exchange<T>(config: AxiosRequestConfig, read: (response: AxiosResponse) => T): Promise<T> {
    options.onRequest?.('start');
    try {
      const response = await http.request({
        baseURL: options.baseURL,
        ...config,
        withCredentials: true,
        headers: headers(config),
      });
      const result = read(response);
      options.onRequest?.('end');
      return result;
    } catch (error) {
      options.onRequest?.('error');
      throw toApiError(error);
    }
  }

  function send<S extends z.core.$ZodType>(config: AxiosRequestConfig, schema: S): Promise<z.output<S>> {
    return exchange(config, (response) => {
      const parsed = z.safeParse(schema, response.data);
      if (parsed.success) return parsed.data;
      throw new ApiError(`Unexpected response from ${label(config)}:\n${z.prettifyError(parsed.error)}`, {
        status: response.status,
        code: 'ERR_INVALID_RESPONSE',
        cause: parsed.error,
      });
    });
  }

  return {
    send,
    exchange,
    setToken: (token) => {
      explicitToken = token;
    },
    getToken,
  };
}
