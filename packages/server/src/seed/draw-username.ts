import { slugify } from '@publi/domain';
import type { Random } from './random.js';

/**
 * A social-network handle as Brazilian creators make them from their name: `anasouza`,
 * `ana.souza`, `ana_souza_`, `souzaana`, `anasouza23`, `ana.moda`, `eusouaana`. Lowercase
 * ASCII letters, digits, dots and underscores only, as Instagram allows.
 */
export function drawUsername(random: Random, firstName: string, surname: string, niche: string): string {
  const first = handlePart(firstName);
  const last = handlePart(surname);
  const topic = handlePart(niche).slice(0, 12);
  const patterns = [
    () => `${first}${last}`,
    () => `${first}.${last}`,
    () => `${first}_${last}`,
    () => `${first}${last}_`,
    () => `${last}${first}`,
    () => `${first}${last}${random.int(1, 99)}`,
    () => `${first}.${topic}`,
    () => `${first}${topic}`,
    () => `eusou${first}`,
    () => `${first}${last}oficial`,
    () => `${first}_${random.int(1990, 2006)}`,
  ];
  return random.pick(patterns)();
}

function handlePart(text: string): string {
  return slugify(text).replaceAll('-', '');
}
