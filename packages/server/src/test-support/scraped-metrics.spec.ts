import { describe, expect, it } from 'vitest';
import { samplesOf, scrapeOf } from './scraped-metrics.js';

describe('reading a scrape', () => {
  const text = [
    '# HELP publi_http_requests_total HTTP answers by route pattern, method and status.',
    '# TYPE publi_http_requests_total counter',
    'publi_http_requests_total{route="/api/health",method="GET",status="200"} 3',
    'publi_http_requests_total{route="unmatched",method="GET",status="404"} 1',
    'publi_event_streams_open 0',
    'odd_label{path="a\\"b\\\\c\\nd"} 2.5',
    '',
  ].join('\n');

  it('reads every sample with its labels, and skips comments and blank lines', () => {
    expect(samplesOf(text)).toEqual([
      { name: 'publi_http_requests_total', labels: { route: '/api/health', method: 'GET', status: '200' }, value: 3 },
      { name: 'publi_http_requests_total', labels: { route: 'unmatched', method: 'GET', status: '404' }, value: 1 },
      { name: 'publi_event_streams_open', labels: {}, value: 0 },
      { name: 'odd_label', labels: { path: 'a"b\\c\nd' }, value: 2.5 },
    ]);
  });

  it('finds a value by name and some of its labels, and nothing where no sample matches', () => {
    const scrape = scrapeOf(text);
    expect(scrape.value('publi_http_requests_total', { route: 'unmatched' })).toBe(1);
    expect(scrape.value('publi_event_streams_open')).toBe(0);
    expect(scrape.value('publi_http_requests_total', { route: '/api/nada' })).toBeUndefined();
  });
});
