import { matchesText } from '../text/fold-text.js';

/** The jobs-list type choice that shows every type (SPEC section 9: the filter's default). */
export const JOB_TYPE_ALL = 'Todos';

/** What the jobs list is filtered by. */
export type JobsFilter = {
  /** A project type, or {@link JOB_TYPE_ALL} for every type. */
  readonly type: string;
  /** Text the title must contain, ignoring case and accents; empty for any title. */
  readonly title: string;
};

/** The fields of a job the filter reads; jobs may carry any others. */
export type FilterableJob = {
  readonly title: string;
  readonly type: string;
};

/** The filter the jobs list starts with: every type, any title. */
export const DEFAULT_JOBS_FILTER: JobsFilter = { type: JOB_TYPE_ALL, title: '' };

/**
 * The jobs the filter lets through, in their original order (SPEC section 4):
 * type `'Todos'` keeps every type, any other type keeps only the jobs of
 * exactly that type; the title must contain the search text, ignoring case
 * and accents (a blank search matches every title).
 *
 * @returns a new array of the same job objects; `jobs` is not changed.
 */
export function filterJobs<Job extends FilterableJob>(jobs: readonly Job[], filter: JobsFilter): Job[] {
  return jobs.filter((job) => (filter.type === JOB_TYPE_ALL || job.type === filter.type) && matchesText(job.title, filter.title));
}

/**
 * The filter after the person types `title` into the search box: typing a
 * title resets the type to `'Todos'` (SPEC section 4), so the search looks
 * through every type.
 */
export function withJobTitle(filter: JobsFilter, title: string): JobsFilter {
  return { ...filter, type: JOB_TYPE_ALL, title };
}
