import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '../text/fold-text.js';
import { DEFAULT_JOBS_FILTER, JOB_TYPE_ALL, filterJobs, withJobTitle, type JobsFilter } from './filter-jobs.js';

type Job = { readonly id: number; readonly title: string; readonly type: string };

const jobs: readonly Job[] = [
  { id: 1, title: 'Campanha de Verão', type: 'Publi' },
  { id: 2, title: 'Lançamento de coleção', type: 'Evento' },
  { id: 3, title: 'VERAO na praia', type: 'Evento' },
  { id: 4, title: 'Review de produto', type: 'Publi' },
];
const ids = (list: readonly Job[]): number[] => list.map((job) => job.id);

const PT_CHARS = Array.from('aãeéiouçAÃEÉ ver');
const jobType = fc.constantFrom('Publi', 'Evento', 'Review', JOB_TYPE_ALL);
const text = fc.string({ unit: fc.constantFrom(...PT_CHARS), maxLength: 8 });
const aJobList = fc
  .array(fc.record({ title: text, type: jobType }), { maxLength: 15 })
  .map((list) => list.map((job, id) => ({ ...job, id })));
const aFilter = fc.record({ type: jobType, title: fc.oneof(text, fc.constant('')) });

/** Plain reference: loop, compare types, and fold both texts by hand. */
function referenceFilter(list: readonly Job[], filter: JobsFilter): Job[] {
  const query = foldText(filter.title.trim());
  const kept: Job[] = [];
  for (const job of list) {
    const typeOk = filter.type === 'Todos' || job.type === filter.type;
    if (typeOk && foldText(job.title).includes(query)) {
      kept.push(job);
    }
  }
  return kept;
}

describe('filterJobs', () => {
  it("shows every job for type 'Todos' and an empty title", () => {
    expect(filterJobs(jobs, { type: 'Todos', title: '' })).toEqual(jobs);
    expect(filterJobs(jobs, DEFAULT_JOBS_FILTER)).toEqual(jobs);
  });

  it('shows only the chosen project type', () => {
    expect(ids(filterJobs(jobs, { type: 'Evento', title: '' }))).toEqual([2, 3]);
    expect(ids(filterJobs(jobs, { type: 'Outro', title: '' }))).toEqual([]);
  });

  it('matches titles ignoring case and accents', () => {
    expect(ids(filterJobs(jobs, { type: 'Todos', title: 'verao' }))).toEqual([1, 3]);
    expect(ids(filterJobs(jobs, { type: 'Todos', title: 'VERÃO' }))).toEqual([1, 3]);
    expect(ids(filterJobs(jobs, { type: 'Todos', title: ' lancamento ' }))).toEqual([2]);
    expect(ids(filterJobs(jobs, { type: 'Publi', title: 'verão' }))).toEqual([1]);
  });

  it('keeps the extra fields of each job (same objects)', () => {
    const [first] = filterJobs(jobs, { type: 'Publi', title: 'campanha' });
    expect(first).toBe(jobs[0]);
  });

  it('returns a subset of the jobs, in their order', () => {
    fc.assert(
      fc.property(aJobList, aFilter, (list, filter) => {
        const kept = ids(filterJobs(list, filter));
        expect(kept).toEqual(ids(list).filter((id) => kept.includes(id)));
      }),
    );
  });

  it("returns every job for 'Todos' and an empty title", () => {
    fc.assert(fc.property(aJobList, (list) => filterJobs(list, { type: JOB_TYPE_ALL, title: '' }).length === list.length));
  });

  it('equals the plain reference filter', () => {
    fc.assert(
      fc.property(aJobList, aFilter, (list, filter) => {
        expect(filterJobs(list, filter)).toEqual(referenceFilter(list, filter));
      }),
    );
  });

  it('does not mutate its inputs', () => {
    fc.assert(
      fc.property(aJobList, aFilter, (list, filter) => {
        const before = JSON.stringify({ list, filter });
        filterJobs(Object.freeze(list), Object.freeze(filter));
        expect(JSON.stringify({ list, filter })).toBe(before);
      }),
    );
  });
});

describe('withJobTitle', () => {
  it("sets the title and resets the type to 'Todos'", () => {
    expect(withJobTitle({ type: 'Evento', title: '' }, 'verão')).toEqual({ type: 'Todos', title: 'verão' });
  });

  it('then searches every type', () => {
    fc.assert(
      fc.property(aJobList, aFilter, text, (list, filter, title) => {
        const next = withJobTitle(filter, title);
        expect(next).toEqual({ type: JOB_TYPE_ALL, title });
        expect(filterJobs(list, next)).toEqual(referenceFilter(list, { type: 'Todos', title }));
      }),
    );
  });
});
