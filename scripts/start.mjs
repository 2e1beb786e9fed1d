// `pnpm start`: brings up what exists of Publi on its embedded defaults.
// Today that is the domain library; the API server (issue 3), the client core (issue 4)
// and the web app (issue 5) are still to come, and this script says so.
import { execFileSync } from 'node:child_process';

execFileSync('pnpm', ['run', 'build'], { stdio: 'inherit' });
const { pageTitle, profileCompletion } = await import('@publi/domain');

console.log(`\n${pageTitle('Início')}: the domain library is built and ready to import.`);
console.log(`An empty creator profile is ${profileCompletion({}).percent}% complete.`);
console.log('\nNot yet part of this build:');
console.log('- the API server (packages/server, issue 3)');
console.log('- the client use cases and adapters (issue 4)');
console.log('- the web app and the one-command start of the whole stack (issue 5)');
