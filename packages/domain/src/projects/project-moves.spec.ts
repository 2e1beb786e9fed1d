import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES, type ProjectStatus } from '../constants/project-status.js';
import { isDomainError } from '../errors/domain-error.js';
import { allowedProjectMoves, canMoveProject, moveProject, PROJECT_MOVES, type ProjectMove } from './project-moves.js';

const aStatus = fc.constantFrom(...PROJECT_STATUSES);
const aMove = fc.constantFrom(...(Object.keys(PROJECT_MOVES) as ProjectMove[]));
const FINAL: readonly ProjectStatus[] = ['Completed', 'Cancelled'];

describe('project moves', () => {
  it('publish a draft, start on a contract, complete what went ahead, cancel what has not ended', () => {
    expect(moveProject('Draft', 'publish')).toBe('Send briefing');
    expect(moveProject('Send briefing', 'start')).toBe('In progress');
    expect(moveProject('In progress', 'complete')).toBe('Completed');
    expect(moveProject('Send briefing', 'cancel')).toBe('Cancelled');
    expect(allowedProjectMoves('Draft')).toEqual(['publish', 'cancel']);
    expect(allowedProjectMoves('Completed')).toEqual([]);
  });

  it('refuses a move that does not start from the status, with a pt-BR message', () => {
    expect(() => moveProject('Draft', 'complete')).toThrow('Esta mudança de status não é possível para o projeto agora.');
    expect(() => moveProject('Cancelled', 'publish')).toThrow(expect.objectContaining({ code: 'PROJECT.MOVE_NOT_ALLOWED' }) as Error);
  });

  it('either leads where the move says or refuses, never anywhere else', () => {
    fc.assert(
      fc.property(aStatus, aMove, (status, move) => {
        let reached: ProjectStatus | undefined;
        try {
          reached = moveProject(status, move);
        } catch (error) {
          expect(isDomainError(error, 'PROJECT.MOVE_NOT_ALLOWED')).toBe(true);
        }
        expect(reached === undefined ? !canMoveProject(status, move) : reached === PROJECT_MOVES[move].to).toBe(true);
        expect(allowedProjectMoves(status).includes(move)).toBe(reached !== undefined);
      }),
    );
  });

  it('never leaves a final status, and never goes back to a draft', () => {
    fc.assert(
      fc.property(aStatus, fc.array(aMove, { maxLength: 12 }), (start, moves) => {
        const visited = moves.reduce<ProjectStatus[]>((path, move) => {
          const current = path.at(-1) ?? start;
          return canMoveProject(current, move) ? [...path, moveProject(current, move)] : path;
        }, []);
        const firstFinal = [start, ...visited].findIndex((status) => FINAL.includes(status));
        if (firstFinal !== -1) expect([start, ...visited].slice(firstFinal + 1)).toEqual([]);
        expect(visited).not.toContain('Draft');
      }),
    );
  });
});
