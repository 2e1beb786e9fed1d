#!/usr/bin/env node
// Prints how complete a creator's profile is, section by section, from a JSON file.
//   pnpm --filter @publi/domain build   (or `pnpm build` at the root)
//   node packages/domain/examples/profile-completion.mjs packages/domain/examples/creator-profile.json
import { readFileSync } from 'node:fs';
import { profileCompletion } from '@publi/domain';

const file = process.argv[2];
if (!file) {
  console.error('Uso: node profile-completion.mjs <perfil.json>');
  process.exit(2);
}

const completion = profileCompletion(JSON.parse(readFileSync(file, 'utf8')));

console.log(`Perfil ${completion.percent}% completo`);
for (const section of completion.sections) {
  const missing = section.missing.length > 0 ? ` (falta: ${section.missing.join(', ')})` : '';
  console.log(`- ${section.label}: ${section.percent}%${missing}`);
}
