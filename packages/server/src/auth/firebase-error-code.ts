/** firebase-admin's error code (`auth/user-not-found`…), or '' for anything else thrown. */
export function firebaseErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}
