/** SPEC §5: any non-empty token counts as valid; the api is the judge of the rest. */
export function isTokenValid(token: unknown): token is string {
  return typeof token === 'string' && token.trim() !== '';
}
