/**
 * What an event of the security history records: bank data changed, the Pix key changed, an
 * agent linked or unlinked. The one list: the contract's wire enum, the server's column and its
 * check constraint, and the application's model all take it from here.
 */
export const AUDIT_KINDS = ['bank_data_changed', 'pix_key_changed', 'agent_linked', 'agent_unlinked'] as const;

/** One of {@link AUDIT_KINDS}. */
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Whether `value` is one of {@link AUDIT_KINDS}. */
export function isAuditKind(value: unknown): value is AuditKind {
  return AUDIT_KINDS.some((kind) => kind === value);
}
