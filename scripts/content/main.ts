// npm run content -- status [folder]: the texts each language lacks
// (docs/editors.md "Translation status"). The project's folder by default,
// or another one's (a test's copy).
import { fileURLToPath } from 'node:url';
import { statusReport } from './status.ts';

const usage = `Usage:
  npm run content -- status [folder]   per language, the texts of the content files it lacks (file, field) and how many`;

const project = fileURLToPath(new URL('../../', import.meta.url));

function main(args: readonly string[]): number {
  const [command, ...rest] = args;
  if (command === 'status' && rest.length <= 1) {
    console.log(statusReport(rest[0] ?? project));
    return 0;
  }
  console.error(usage);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
