import { describe, expect, it } from 'vitest';
import { cliArgs } from './cli-args.js';

describe('cliArgs', () => {
  it('drops node, the script and a leading -- that pnpm passes on', () => {
    expect(cliArgs(['node', 'seed-cli.ts', '--', '--creators', '10'])).toEqual(['--creators', '10']);
    expect(cliArgs(['node', 'seed-cli.ts', '--creators', '10'])).toEqual(['--creators', '10']);
    expect(cliArgs(['node', 'seed-cli.ts'])).toEqual([]);
  });
});
