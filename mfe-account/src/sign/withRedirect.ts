/** Carries the `redirect` query from one sign page to the next, so it survives the detour. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect })}` : path;
}
