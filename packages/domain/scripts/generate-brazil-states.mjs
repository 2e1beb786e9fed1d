// Generates packages/domain/src/brazil-states/brazil-states.data.ts from IBGE's list of
// municipalities as shipped by the npm package @brazilian-utils/brazilian-utils (MIT), version 2.4.0.
// That package carries IBGE's official names and codes offline; the domain must not depend on it at
// run time, so its data is copied here once and committed. See src/brazil-states/SOURCE.md.
//
// Usage (the package is unpacked, never installed):
//   npm pack @brazilian-utils/brazilian-utils@2.4.0 --pack-destination /tmp/x
//   tar xzf /tmp/x/brazilian-utils-brazilian-utils-2.4.0.tgz -C /tmp/x
//   node packages/domain/scripts/generate-brazil-states.mjs /tmp/x/package

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE_PACKAGE = '@brazilian-utils/brazilian-utils';
const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '../src/brazil-states/brazil-states.data.ts');

/**
 * Municipalities renamed by state law after older lists were published. An older source is
 * brought up to date; a current one already has the new name, which is only checked, so a
 * source that has neither name fails loudly instead of silently losing a municipality.
 */
const CORRECTIONS = [
  { sigla: 'CE', from: 'Itapagé', to: 'Itapajé' },
  { sigla: 'PB', from: 'Santarém', to: 'Joca Claudino' },
  { sigla: 'PB', from: 'Seridó', to: 'São Vicente do Seridó' },
  { sigla: 'PB', from: 'São Domingos de Pombal', to: 'São Domingos' },
  { sigla: 'PB', from: 'Campo de Santana', to: 'Tacima' },
  { sigla: 'RJ', from: 'Parati', to: 'Paraty' },
  { sigla: 'RJ', from: 'Trajano de Morais', to: 'Trajano de Moraes' },
  { sigla: 'RN', from: 'Presidente Juscelino', to: 'Serra Caiada' },
  { sigla: 'RN', from: 'Boa Saúde', to: 'Januário Cicco' },
  { sigla: 'RN', from: 'Augusto Severo', to: 'Campo Grande' },
  { sigla: 'RN', from: 'Açu', to: 'Assú' },
  { sigla: 'RN', from: 'Arês', to: 'Arez' },
  { sigla: 'RN', from: 'São Miguel de Touros', to: 'São Miguel do Gostoso' },
  { sigla: 'RR', from: 'São Luiz', to: 'São Luiz do Anauá' },
  { sigla: 'SC', from: 'Grão Pará', to: 'Grão-Pará' },
  { sigla: 'SC', from: 'Piçarras', to: 'Balneário Piçarras' },
  { sigla: 'SC', from: 'Presidente Castelo Branco', to: 'Presidente Castello Branco' },
  { sigla: 'SE', from: 'Amparo de São Francisco', to: 'Amparo do São Francisco' },
  { sigla: 'SP', from: 'Embu', to: 'Embu das Artes' },
  { sigla: 'SP', from: 'Biritiba-Mirim', to: 'Biritiba Mirim' },
  { sigla: 'SP', from: 'Florínia', to: 'Florínea' },
  { sigla: 'SP', from: 'Moji Mirim', to: 'Mogi Mirim' },
  { sigla: 'SP', from: 'São Luís do Paraitinga', to: 'São Luiz do Paraitinga' },
  { sigla: 'MG', from: 'Brasópolis', to: 'Brazópolis' },
  { sigla: 'MG', from: 'Itabirinha de Mantena', to: 'Itabirinha' },
  { sigla: 'MG', from: 'São Thomé das Letras', to: 'São Tomé das Letras' },
  { sigla: 'MT', from: 'Poxoréo', to: 'Poxoréu' },
  { sigla: 'PA', from: 'Eldorado dos Carajás', to: 'Eldorado do Carajás' },
  { sigla: 'PA', from: 'Santa Isabel do Pará', to: 'Santa Izabel do Pará' },
  { sigla: 'PE', from: 'Itamaracá', to: 'Ilha de Itamaracá' },
  { sigla: 'PE', from: 'Iguaraci', to: 'Iguaracy' },
  { sigla: 'RS', from: 'Santana do Livramento', to: "Sant'Ana do Livramento" },
  { sigla: 'TO', from: 'Fortaleza do Tabocão', to: 'Tabocão' },
  { sigla: 'TO', from: 'São Valério da Natividade', to: 'São Valério' },
  { sigla: 'TO', from: 'Couto de Magalhães', to: 'Couto Magalhães' },
];

const packageDir = process.argv[2];
if (packageDir === undefined) {
  console.error('Usage: node generate-brazil-states.mjs <unpacked @brazilian-utils/brazilian-utils package directory>');
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));
if (manifest.name !== SOURCE_PACKAGE) {
  console.error(`Expected ${SOURCE_PACKAGE}, found ${String(manifest.name)}.`);
  process.exit(1);
}

// The public entry points, not the hashed chunks behind them, so a new version of the package still loads.
const importDist = (file) => import(pathToFileURL(resolve(packageDir, 'dist', file)).href);
const { getStates } = await importDist('get-states.js');
const { getMunicipalities } = await importDist('get-municipalities.js');

// Names are stored as NFC with single inner spaces, so equality and sorting behave for every consumer.
const clean = (name) => name.normalize('NFC').replace(/\s+/g, ' ').trim();
const byName = (a, b) => a.localeCompare(b, 'pt-BR');

const applied = [];
const states = getStates()
  .map((state) => {
    const sigla = state.code;
    let cidades = getMunicipalities(sigla).map((municipality) => clean(municipality.name));
    for (const correction of CORRECTIONS.filter((c) => c.sigla === sigla)) {
      if (cidades.includes(correction.from)) {
        cidades = cidades.map((name) => (name === correction.from ? correction.to : name));
        applied.push(correction);
      } else if (!cidades.includes(correction.to)) {
        throw new Error(`${sigla}: neither "${correction.from}" nor "${correction.to}" is in the source.`);
      }
    }
    if (new Set(cidades).size !== cidades.length) throw new Error(`${sigla}: the source repeats a municipality.`);
    return { sigla, nome: clean(state.name), cidades: cidades.sort(byName) };
  })
  .sort((a, b) => a.sigla.localeCompare(b.sigla, 'pt-BR'));

const total = states.reduce((sum, state) => sum + state.cidades.length, 0);
const lines = states.map((state) => `  { sigla: ${JSON.stringify(state.sigla)}, nome: ${JSON.stringify(state.nome)}, cidades: ${JSON.stringify(state.cidades)} },`);

const output = `// Generated by packages/domain/scripts/generate-brazil-states.mjs from ${SOURCE_PACKAGE}@${manifest.version} (IBGE's list).
// Do not edit by hand: fix the script's corrections and regenerate, see SOURCE.md.
import type { BrazilState } from './brazil-state.js';

/**
 * The ${states.length} Brazilian federative units (26 states and the Distrito Federal), sorted by sigla,
 * each with every municipality in IBGE's official list (${total} in all), sorted in pt-BR order.
 * Brasília is the Distrito Federal's only entry; Pernambuco includes Fernando de Noronha, as IBGE lists it.
 *
 * Prefer \`loadBrazilStates()\` where bundle size matters: the list is large, and that keeps it in its own chunk.
 */
export const BRAZIL_STATES: readonly BrazilState[] = [
${lines.join('\n')}
];
`;

writeFileSync(OUTPUT, output);

for (const state of states) console.log(`${state.sigla} ${String(state.cidades.length).padStart(4)}  ${state.nome}`);
console.log(`${states.length} units, ${total} municipalities, from ${SOURCE_PACKAGE}@${manifest.version}`);
console.log(applied.length === 0 ? 'Corrections applied: none (the source already has every current name).' : `Corrections applied: ${applied.map((c) => `${c.sigla} "${c.from}" -> "${c.to}"`).join('; ')}`);
console.log(`Wrote ${OUTPUT} (${Buffer.byteLength(output)} bytes)`);
