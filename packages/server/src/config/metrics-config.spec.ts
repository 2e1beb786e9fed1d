import { describe, expect, it } from 'vitest';
import { readMetricsExposure } from './metrics-config.js';
import { StartupError } from './startup-error.js';

const APP = { port: 3000, host: '0.0.0.0' };
const TOKEN = 'a-metrics-token-of-at-least-32-characters';

/** The operator's one line when a start is refused, or null. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    readMetricsExposure(env, 'production', APP);
    return null;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return error.message;
  }
}

describe('where /metrics is served', () => {
  it('is open beside the API in the demo, and nowhere in production without a token or a port', () => {
    expect(readMetricsExposure({}, 'demo', APP)).toEqual({ where: 'app' });
    expect(readMetricsExposure({}, 'production', APP)).toEqual({ where: 'none' });
  });

  it('asks for METRICS_TOKEN beside the API when one is set, in either mode', () => {
    expect(readMetricsExposure({ METRICS_TOKEN: TOKEN }, 'production', APP)).toEqual({ where: 'app', token: TOKEN });
    expect(readMetricsExposure({ METRICS_TOKEN: TOKEN }, 'demo', APP)).toEqual({ where: 'app', token: TOKEN });
  });

  it('moves to METRICS_PORT on the API\'s interfaces, with the token too when both are set', () => {
    expect(readMetricsExposure({ METRICS_PORT: '9464' }, 'production', APP)).toEqual({ where: 'port', port: 9464, host: '0.0.0.0' });
    expect(readMetricsExposure({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }, 'production', APP)).toEqual({ where: 'port', port: 9464, host: '0.0.0.0', token: TOKEN });
  });

  it('refuses a token short enough to guess, or with spaces, and a port that is not one or is the API\'s', () => {
    expect(refusal({ METRICS_TOKEN: 'short' })).toBe('METRICS_TOKEN must be at least 32 characters without spaces');
    expect(refusal({ METRICS_TOKEN: `${TOKEN} x` })).toBe('METRICS_TOKEN must be at least 32 characters without spaces');
    expect(refusal({ METRICS_PORT: '70000' })).toBe('METRICS_PORT must be a port number from 1 to 65535, got "70000"');
    expect(refusal({ METRICS_PORT: 'nove' })).toBe('METRICS_PORT must be a port number from 1 to 65535, got "nove"');
    expect(refusal({ METRICS_PORT: '3000' })).toMatch(/^METRICS_PORT must differ from PORT \(3000\)/);
  });
});
