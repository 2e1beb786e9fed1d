import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS, isAuditKind } from './audit-kinds.js';

describe('isAuditKind', () => {
  it('knows each kind of the list and nothing else', () => {
    for (const kind of AUDIT_KINDS) expect(isAuditKind(kind)).toBe(true);
    for (const other of ['bank_data_deleted', 'BANK_DATA_CHANGED', '', null, 1]) expect(isAuditKind(other)).toBe(false);
  });
});
