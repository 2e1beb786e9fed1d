/**
 * Reads a whole, non-negative number from a command-line option, or the fallback when the
 * option is absent; anything else stops the script with a message naming the option.
 */
export function parseCount(option: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!/^\d[\d_]*$/.test(text) || !Number.isSafeInteger(value)) {
    throw new Error(`${option} must be a whole number, got "${text}"`);
  }
  return value;
}
