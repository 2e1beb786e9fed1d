import { describe, expect, it } from 'vitest';
import type { AccountPort } from '../../ports/account.port.js';
import type { PrivacyPort } from '../../ports/privacy.port.js';
import { expectRefusal, type PortSuite, type PortSuiteWorld } from './port-suite-world.js';

/** What the privacy scenarios need: the adapter, and the account port to see what it did. */
export interface PrivacySuiteWorld extends PortSuiteWorld {
  readonly privacy: PrivacyPort;
  readonly accounts: AccountPort;
}

// Reads the file's bytes as text one byte a character: enough for the ASCII an e-mail is
// (this package has no TextDecoder, and its JSON keeps its shape whatever the accents become).
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** {@link PrivacyPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const privacyPortSuite: PortSuite<PrivacySuiteWorld> = (world) => {
  describe('PrivacyPort', () => {
    it("hands the caller their own data as JSON and as CSV, named with today's date", async () => {
      const w = world();
      const rita = await w.signUp('brand', 'Rita Gomes');
      const { email } = await w.accounts.getUserByExternalId(rita.externalId);
      const json = await w.privacy.exportMyData('json');
      expect(json).toMatchObject({ fileName: expect.stringMatching(/^publi-meus-dados-\d{2}-\d{2}-\d{4}\.json$/) as unknown, mediaType: 'application/json; charset=utf-8' });
      const document = JSON.parse(latin1(json.bytes)) as { secoes: { conta: readonly { email: string }[] } };
      expect(document.secoes.conta[0]?.email).toBe(email);
      const csv = await w.privacy.exportMyData('csv');
      expect(csv).toMatchObject({ fileName: expect.stringMatching(/^publi-meus-dados-\d{2}-\d{2}-\d{4}\.csv$/) as unknown, mediaType: 'text/csv; charset=utf-8' });
      expect(latin1(csv.bytes)).toContain(email);
    });

    it('deletes the account and its sign-in for good, and hands nothing without a token', async () => {
      const w = world();
      const rita = await w.signUp('brand', 'Rita Gomes');
      await w.privacy.deleteMyAccount();
      const invalid = 'Sua sessão não é válida. Entre de novo.';
      await expectRefusal(w.privacy.exportMyData('json'), 'AUTH.TOKEN_INVALID', invalid);
      await expectRefusal(w.accounts.getUserByExternalId(rita.externalId), 'AUTH.TOKEN_INVALID', invalid);
      w.actAs(null);
      await expectRefusal(w.privacy.exportMyData('csv'), 'AUTH.TOKEN_MISSING', 'Entre na sua conta para continuar.');
    });
  });
};
