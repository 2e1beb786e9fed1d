/** SPEC section 2: no error toast on the sign-up steps when loading the user fails. */
const SIGN_UP_PATHS = new Set(['/signup', '/signup2', '/signup/profile']);

/** Whether the failed-user-load toast may show on `pathname`. */
export function mayToastUserLoadFailure(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !SIGN_UP_PATHS.has(normalized.toLowerCase());
}
