// Preloaded (node --require) into the firebase CLI process that @publi/auth-emulator starts.
//
// The parent holds the write end of this process's stdin pipe. If the parent dies without
// stopping the emulator (SIGKILL, a crashed test worker), no handler of its own runs, but the
// pipe closes: shut the emulator down then instead of leaving it holding its port.
'use strict';

const HARD_EXIT_AFTER_MS = 10_000;

function shutDown() {
  // SIGTERM runs the CLI's own clean shutdown, which also removes its hub locator file.
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(1), HARD_EXIT_AFTER_MS).unref();
}

if (!process.stdin.isTTY) {
  process.stdin.once('end', shutDown);
  process.stdin.once('error', shutDown);
  process.stdin.resume();
  // Watching the pipe must not keep the CLI alive once it has shut down for another reason.
  if (typeof process.stdin.unref === 'function') process.stdin.unref();
}
