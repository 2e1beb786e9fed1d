import { describe, expect, it } from 'vitest';
import type { UploadPort } from '../../ports/upload.port.js';
import { expectRefusal, type PortSuite, type PortSuiteWorld } from './port-suite-world.js';

/** What the uploads' scenarios need: the adapter, people, and real sample files. */
export interface UploadSuiteWorld extends PortSuiteWorld {
  readonly uploads: UploadPort;
  /** A file whose bytes are of `type`, padded with zeros to `size` bytes when given. */
  sample(type: 'image/png' | 'application/pdf', size?: number): Uint8Array;
}

const MB = 1024 * 1024;

/** {@link UploadPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const uploadPortSuite: PortSuite<UploadSuiteWorld> = (world) => {
  describe('UploadPort', () => {
    it('stores a named image and reports how much was sent, never going back, ending at 100', async () => {
      const w = world();
      await w.signUp('brand', 'Marca');
      const bytes = w.sample('image/png');
      const heard: number[] = [];
      const result = await w.uploads.upload({ name: 'foto.png', type: 'image/png', bytes }, 'profile', (percent) => heard.push(percent));
      expect(result).toEqual({ url: expect.stringMatching(/\.png$/) as unknown, contentType: 'image/png', size: bytes.length });
      expect(heard.at(-1)).toBe(100);
      expect(heard.every((percent, index) => percent >= (heard[index - 1] ?? 0))).toBe(true);
    });

    it('reads the type from the bytes, whatever the name or the claimed type say', async () => {
      const w = world();
      await w.signUp('creator', 'Ana');
      expect((await w.uploads.upload(w.sample('application/pdf'), 'reference')).contentType).toBe('application/pdf');
      expect((await w.uploads.upload({ name: 'foto.jpg', type: 'image/jpeg', bytes: w.sample('image/png') }, 'project')).contentType).toBe('image/png');
    });

    it('refuses a type the purpose does not take, a file too large, and a caller without a token', async () => {
      const w = world();
      await w.signUp('brand', 'Marca');
      await expectRefusal(w.uploads.upload(w.sample('application/pdf'), 'profile'), 'UPLOAD.TYPE_NOT_ALLOWED', 'Tipo de arquivo não aceito. Envie JPEG, PNG ou WebP (entregas: também PDF ou MP4).');
      await expectRefusal(w.uploads.upload(w.sample('image/png', 5 * MB + 1), 'profile'), 'UPLOAD.TOO_LARGE', 'Arquivo grande demais. Imagens: até 5 MB; entregas: até 100 MB.');
      w.actAs(null);
      await expectRefusal(w.uploads.upload(w.sample('image/png'), 'profile'), 'AUTH.TOKEN_MISSING', 'Entre na sua conta para continuar.');
    });
  });
};
