import http from 'node:http';

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * One JSON request on a connection of its own: after a SIGKILL no pooled socket of the dead
 * server is reused. A connection cut mid-request rejects (the outcome is then unknown).
 */
export function call(base: string, method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent: false,
        timeout: 30_000,
        headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : null }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}
