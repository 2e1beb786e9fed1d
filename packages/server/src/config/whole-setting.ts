import { StartupError } from './startup-error.js';

/** A whole number setting from `min` to `max`, `fallback` when unset. */
export function wholeFrom(env: NodeJS.ProcessEnv, name: string, range: { readonly fallback: number; readonly min: number; readonly max: number; readonly unit: string }): number {
  const value = env[name];
  if (value === undefined || value === '') return range.fallback;
  const whole = Number(value);
  if (!/^\d+$/.test(value) || whole < range.min || whole > range.max) {
    throw new StartupError(`${name} must be whole ${range.unit} from ${String(range.min)} to ${String(range.max)}, got "${value}"`);
  }
  return whole;
}
