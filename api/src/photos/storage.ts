import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photo files are kept, by key (`{hash}-{width}.{ext}`). Disk by default; an S3-compatible
 * bucket would implement the same three calls.
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
