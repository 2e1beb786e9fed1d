import type { PostalCodeLocation } from '@publi/application';
import { startLocalJsonServer, type LocalAnswer, type LocalJsonServer } from './local-json-server.builder.js';

/** ViaCEP's path for a CEP: `/{8 digits}/json`. */
const CEP_PATH = /^\/([0-9]{8})\/json$/;

/**
 * A local server answering as ViaCEP does for the `places` it knows (an address with `uf` and
 * `localidade`), `{ "erro": true }` for any other 8 digits, so no test reaches the internet.
 * `answerFirst` may answer a path itself (an unreadable page, `"erro": "true"`...).
 */
export async function startLocalViaCep(
  places: Readonly<Record<string, PostalCodeLocation>>,
  answerFirst: (path: string) => LocalAnswer | undefined = () => undefined,
): Promise<LocalJsonServer> {
  return startLocalJsonServer((request) => {
    const path = request.url ?? '';
    const own = answerFirst(path);
    if (own !== undefined) return own;
    const digits = CEP_PATH.exec(path)?.[1];
    if (digits === undefined) return { status: 400, body: '<html>Bad Request</html>' };
    const place = places[digits];
    if (place === undefined) return { status: 200, body: JSON.stringify({ erro: true }) };
    const cep = `${digits.slice(0, 5)}-${digits.slice(5)}`;
    return { status: 200, body: JSON.stringify({ cep, logradouro: '', complemento: '', bairro: '', localidade: place.city, uf: place.state, ibge: '' }) };
  });
}

/** The CEPs (8 digits) the local ViaCEP was asked for from the `from`th request on. */
export function askedCeps(server: LocalJsonServer, from = 0): readonly string[] {
  return server.paths.slice(from).map((path) => CEP_PATH.exec(path)?.[1] ?? path);
}
