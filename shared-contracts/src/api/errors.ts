import { isAxiosError } from 'axios';
import { apiErrorSchema, type ApiErrorBody } from '../schemas/common.js';

export interface ApiErrorInit {
  /** HTTP status; 0 when no answer came back (network down, CORS, timeout). */
  status: number;
  /** The api's machine-readable code when it sent one, else axios' (ERR_NETWORK, ECONNABORTED...). */
  code?: string;
  body?: ApiErrorBody;
  cause?: unknown;
}

/** The one error type the api client throws, so front ends branch on status and code only. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body?: ApiErrorBody;

  constructor(message: string, init: ApiErrorInit) {
    super(message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) return new ApiError(error.message, { status: 0, code: error.code, cause: error });
    const parsed = apiErrorSchema.safeParse(response.data);
    const body = parsed.success ? parsed.data : undefined;
    return new ApiError(body?.message ?? error.message, {
      status: response.status,
      code: body?.code ?? error.code,
      body,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(message, { status: 0, code: 'ERR_UNKNOWN', cause: error });
}
