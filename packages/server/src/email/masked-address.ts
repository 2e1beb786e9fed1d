/**
 * An address partly hidden, `a***@exemplo.com.br`: enough for its owner to recognise it on the
 * signed-out unsubscribe page, too little for someone holding a forwarded link to learn it.
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const first = Array.from(email.slice(0, at))[0] ?? '';
  return `${first}***${email.slice(at)}`;
}
