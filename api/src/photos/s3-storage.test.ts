import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createS3Storage } from './s3-storage.js';

const KEY = `${'ab'.repeat(16)}-640.avif`;

/** An S3-compatible service reduced to what the storage asks of it: PUT, GET and DELETE of objects by path. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>();
  const seen: string[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(request.url!, 'http://s3.test').pathname);
    seen.push(`${request.method} ${path} ${request.headers.authorization ? 'signed' : 'unsigned'}`);
    if (request.method === 'PUT') {
      objects.set(path, { body: Buffer.concat(chunks), headers: request.headers });
      response.writeHead(200, { etag: '"1"' }).end();
    } else if (request.method === 'GET') {
      const found = objects.get(path);
      if (!found) {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no</Message></Error>');
        return;
      }
      response.writeHead(200, { 'content-type': String(found.headers['content-type']), 'content-length': found.body.length }).end(found.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  return { server, objects, seen };
}

describe('photo files in an S3-compatible bucket', () => {
  let s3: ReturnType<typeof fakeS3>;
  let endpoint: string;
  beforeAll(async () => {
    s3 = fakeS3();
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it('puts, gets and removes a file under the prefix, with its type and the immutable cache header', async () => {
    const storage = createS3Storage({
      bucket: 'nougaterie',
      endpoint,
      region: 'fr-par',
      prefix: 'photos/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
    });
    const bytes = Buffer.from('not really an avif, the bucket does not care');
    await storage.put(KEY, bytes);
    const stored = s3.objects.get(`/nougaterie/photos/${KEY}`)!;
    expect(stored.body).toEqual(bytes);
    expect(stored.headers['content-type']).toBe('image/avif');
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect(await storage.get(KEY)).toEqual(bytes);
    await storage.remove(KEY);
    expect(await storage.get(KEY)).toBeNull();
    // A name that is not a photo's never reaches the bucket.
    expect(await storage.get('../../secret.txt')).toBeNull();
    await expect(storage.put('x.avif', bytes)).rejects.toThrow(/not a media key/);
    expect(s3.seen).toEqual([
      `PUT /nougaterie/photos/${KEY} signed`,
      `GET /nougaterie/photos/${KEY} signed`,
      `DELETE /nougaterie/photos/${KEY} signed`,
      `GET /nougaterie/photos/${KEY} signed`,
    ]);
  });
});
