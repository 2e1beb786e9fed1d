import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

// These run the built package exactly as another developer's Node script would: by its name,
// from the repository root, with no TypeScript tooling in between.
describe('@publi/domain as a built package', () => {
  beforeAll(async () => {
    await run('pnpm', ['run', 'build']);
  }, 120_000);

  it('imports by name from plain Node', async () => {
    const { stdout } = await run('node', ['-e', "import('@publi/domain').then(d => console.log(d.slugify('São Paulo!')))"]);
    expect(stdout.trim()).toBe('sao-paulo');
  });

  it('serves the states-and-cities dataset from its own module', async () => {
    const script = "import('@publi/domain/brazil-states').then(d => console.log(d.BRAZIL_STATES.length))";
    const { stdout } = await run('node', ['-e', script]);
    expect(stdout.trim()).toBe('27');
  });

  it('runs the profile-completion example on its JSON file', async () => {
    const { stdout } = await run('node', [
      'packages/domain/examples/profile-completion.mjs',
      'packages/domain/examples/creator-profile.json',
    ]);
    expect(stdout).toContain('Perfil 78% completo');
    expect(stdout).toContain('- Meu negócio (Dados bancários): 50% (falta: Código do banco, Nome do titular)');
  });

  it('tells how to run the example when the file is missing', async () => {
    const failure = await run('node', ['packages/domain/examples/profile-completion.mjs']).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('Uso:');
  });
});
