import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photo files are kept, by key (`{hash}-{width}.{ext}`): on disk by default, in an
 * S3-compatible bucket when one is configured (s3-storage.ts).
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}-\d{1,5}\.(avif|webp|jpg)$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** A file's type, from its key's extension. */
export function mediaType(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1) as keyof typeof TYPES];
}

/** A file's name holds its content's hash: it never changes, so every cache may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files under `dir`; each is written beside its place then renamed, so a reader never sees half of one. */
export function createDiskStorage(dir: string): MediaStorage {
  const file = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      const temporary = `${file(key)}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file(key));
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}
