/** SPEC-free but usual: three more tries, 0.5 s, 1 s and 2 s apart, before giving up. */
export const RETRY_DELAYS_MS = [500, 1000, 2000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `attempt(i)` until it resolves, waiting the given delays between tries. An error for
 * which `shouldRetry` is false ends the loop at once.
 */
export async function withRetry<T>(
  attempt: (index: number) => Promise<T>,
  { delays = RETRY_DELAYS_MS, shouldRetry = () => true }: { delays?: readonly number[]; shouldRetry?: (error: unknown) => boolean } = {},
): Promise<T> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt(index);
    } catch (error) {
      if (index >= delays.length || !shouldRetry(error)) throw error;
      await sleep(delays[index]);
    }
  }
}
