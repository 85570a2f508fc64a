import { fileURLToPath } from 'node:url';

/** The api package folder, whether running from src (tests) or dist, whatever the cwd. */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
