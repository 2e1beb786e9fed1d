import type { FastifyInstance } from 'fastify';

/** One sample of a scrape: its series' name, labels and value. */
export interface MetricSample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** A scrape of `/metrics`, read as Prometheus reads its text format. */
export interface Scrape {
  readonly text: string;
  readonly samples: readonly MetricSample[];
  /** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
  readonly value: (name: string, labels?: Readonly<Record<string, string>>) => number | undefined;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (value: string) => value.replace(/\\(.)/g, (_match, char: string) => (char === 'n' ? '\n' : char));

/** The samples of Prometheus's text format (version 0.0.4): comments and blank lines skipped, escapes in label values undone. */
export function samplesOf(text: string): MetricSample[] {
  return text.split('\n').flatMap((line): MetricSample[] => {
    const match = LINE.exec(line);
    if (line.startsWith('#') || match === null) return [];
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key = '', raw = '']) => [key, unescape(raw)]));
    return [{ name, labels, value: Number(value) }];
  });
}

/** Reads a scrape's text. */
export function scrapeOf(text: string): Scrape {
  const samples = samplesOf(text);
  return {
    text,
    samples,
    value: (name, labels = {}) => samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value,
  };
}

/** Scrapes `app`'s `/metrics` as an operator's Prometheus would (with `token` when given); fails on anything but 200. */
export async function scrape(app: FastifyInstance, token?: string): Promise<Scrape> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${String(response.statusCode)} ${response.body}`);
  return scrapeOf(response.body);
}
