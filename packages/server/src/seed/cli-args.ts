/**
 * The command's own arguments. `pnpm --filter @publi/server seed -- --creators 10` passes the
 * `--` on, which `parseArgs` would take as the end of options; both spellings work.
 */
export function cliArgs(argv: readonly string[] = process.argv): string[] {
  const args = argv.slice(2);
  return args[0] === '--' ? args.slice(1) : args;
}
