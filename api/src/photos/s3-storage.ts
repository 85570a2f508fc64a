import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE, isMediaKey, mediaType, type MediaStorage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Scaleway, OVH, R2…); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Before each key, e.g. "photos/". */
  prefix: string;
  /** Bucket in the path (most S3-compatible services) rather than in the host name. */
  forcePathStyle: boolean;
  /** The SDK's own chain (environment, instance role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Photo files in an S3-compatible bucket, with the same keys as on disk. Each object carries its
 * type and the immutable cache header, so a CDN in front of the bucket may serve it directly;
 * the api also serves it under /media/photos/ as from the disk.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const Key = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return `${options.prefix}${key}`;
  };
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: mediaType(key), CacheControl: IMMUTABLE }));
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
