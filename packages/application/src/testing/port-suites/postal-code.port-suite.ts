import { describe, expect, it } from 'vitest';
import type { PostalCodeLocation } from '../../model/postal-code.model.js';
import type { PostalCodePort } from '../../ports/postal-code.port.js';
import { expectRefusal, type PortSuite } from './port-suite-world.js';

/**
 * What the CEP service knows in every world of this suite: the in-memory adapter is given it,
 * the local server standing for ViaCEP answers it in ViaCEP's words (`uf`, `localidade`).
 */
export const CEP_SERVICE_PLACES: Readonly<Record<string, PostalCodeLocation>> = {
  '01310100': { state: 'SP', city: 'São Paulo' },
  '50030230': { state: 'PE', city: 'Recife' },
};

/** What the CEP scenarios need: an adapter on a service that knows {@link CEP_SERVICE_PLACES}, and one on a service that is down. */
export interface PostalCodeSuiteWorld {
  readonly postalCodes: PostalCodePort;
  /** An adapter whose service does not answer. */
  readonly unreachable: PostalCodePort;
  /** The CEPs (8 digits) that reached `postalCodes`' service since the world was built, in order. */
  asked(): readonly string[];
}

const NOT_FOUND = 'CEP não encontrado. Confira os números ou escolha o estado e a cidade.';
const INVALID = 'CEP inválido: informe os 8 dígitos, como 01310-100.';
const UNREACHABLE = 'O serviço de CEP não respondeu. Escolha o estado e a cidade na lista.';

/** {@link PostalCodePort}'s scenarios, the same for the in-memory adapter and ViaCEP's over HTTP. */
export const postalCodePortSuite: PortSuite<PostalCodeSuiteWorld> = (world) => {
  describe('PostalCodePort', () => {
    it("answers a known CEP's state and city however the hyphen, dots and spaces are typed, asking for its 8 digits", async () => {
      const w = world();
      await expect(w.postalCodes.lookup('01310-100')).resolves.toEqual({ state: 'SP', city: 'São Paulo' });
      await expect(w.postalCodes.lookup(' 50.030-230 ')).resolves.toEqual({ state: 'PE', city: 'Recife' });
      await expect(w.postalCodes.lookup('50030230')).resolves.toEqual({ state: 'PE', city: 'Recife' });
      expect(w.asked()).toEqual(['01310100', '50030230', '50030230']);
    });

    it('says POSTAL_CODE.NOT_FOUND for a well-formed CEP the service does not know', async () => {
      const w = world();
      await expectRefusal(w.postalCodes.lookup('99999-999'), 'POSTAL_CODE.NOT_FOUND', NOT_FOUND);
      expect(w.asked()).toEqual(['99999999']);
    });

    it('refuses a CEP that is not 8 digits with POSTAL_CODE.INVALID before asking the service', async () => {
      const w = world();
      for (const typed of ['123', '0131010a', '013101000', '']) {
        await expectRefusal(w.postalCodes.lookup(typed), 'POSTAL_CODE.INVALID', INVALID);
      }
      expect(w.asked()).toEqual([]);
    });

    it('says POSTAL_CODE.UNREACHABLE when the service does not answer, and a malformed CEP is still POSTAL_CODE.INVALID', async () => {
      const w = world();
      await expectRefusal(w.unreachable.lookup('01310-100'), 'POSTAL_CODE.UNREACHABLE', UNREACHABLE);
      await expectRefusal(w.unreachable.lookup('0131'), 'POSTAL_CODE.INVALID', INVALID);
    });
  });
};
