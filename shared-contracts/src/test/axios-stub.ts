import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface StubReply {
  status?: number;
  data?: unknown;
  /** Simulates no answer at all (network down). */
  network?: boolean;
}

/** An axios instance whose adapter records each request and answers from a queue; no network. */
export function stubAxios(...replies: StubReply[]) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = replies.shift() ?? { status: 200, data: {} };
    if (reply.network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: reply.data, status: reply.status ?? 200, statusText: '', headers: {}, config };
    if (response.status >= 400) {
      throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  return { instance: axios.create({ adapter }), requests };
}
