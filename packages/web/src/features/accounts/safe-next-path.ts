/**
 * Where to go after signing in: the `next` parameter when it is a path of this site, else
 * `/home`. `//evil.example` and `/\evil.example` are other sites to a browser, so they are refused.
 */
export function safeNextPath(next: string | null): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/home';
  return next;
}
