import { describe, expect, it } from 'vitest';
import { uploadFieldsSchema } from './upload.schema.js';

describe('uploadFieldsSchema', () => {
  it('reads the purpose, profile when left out', () => {
    expect(uploadFieldsSchema.parse({})).toEqual({ purpose: 'profile' });
    expect(uploadFieldsSchema.parse({ purpose: 'reference' })).toEqual({ purpose: 'reference' });
    // Delivered work is private: it goes to its contract, never to the public uploads.
    expect(uploadFieldsSchema.safeParse({ purpose: 'delivery' }).success).toBe(false);
    expect(uploadFieldsSchema.safeParse({ purpose: 'avatar' }).error?.issues[0]?.message).toBe(
      'Escolha a finalidade do arquivo: profile, project ou reference. Arquivos de entrega são enviados pela página do contrato.',
    );
  });
});
