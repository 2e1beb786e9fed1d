import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '../constants/project-status.js';
import { allowedProjectMoves } from './project-moves.js';
import { isProjectEnded, takesProposals } from './project-status-sets.js';

const aStatus = fc.constantFrom(...PROJECT_STATUSES);

describe('the project status sets, against the project moves', () => {
  it('a project has ended exactly when no move leaves its status', () => {
    fc.assert(
      fc.property(aStatus, (status) => {
        expect(isProjectEnded(status)).toBe(allowedProjectMoves(status).length === 0);
      }),
    );
  });

  it('takes proposals once the briefing is out and until it ends', () => {
    fc.assert(
      fc.property(aStatus, (status) => {
        expect(takesProposals(status)).toBe(status !== 'Draft' && !isProjectEnded(status));
      }),
    );
  });
});
