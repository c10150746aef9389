// npm run markets -- check [folder]   validate every market file (default markets/)
// npm run markets -- show <site>      print one site's validated record as JSON
import { loadMarkets } from '../src/markets/load.ts';
import { formatMarketError, formatMarketErrors } from '../src/markets/market-error.ts';

const usage = `Usage:
  npm run markets -- check [folder]   validate every market file of the folder (default: markets/)
  npm run markets -- show <site>      print the validated record of one site, e.g. "ch-fr"`;

function check(folder: string | undefined): number {
  const { records, errors } = loadMarkets(folder);
  if (errors.length > 0) {
    console.error(formatMarketErrors(errors));
    return 1;
  }
  console.log(`${records.length} market files are valid.`);
  return 0;
}

function show(key: string): number {
  const { records, errors } = loadMarkets();
  const site = records.find((item) => item.key === key);
  if (site) {
    console.log(JSON.stringify(site.record, null, 2));
    return 0;
  }
  const own = errors.filter((error) => error.file.split(/[\\/]/).pop() === `${key}.json`);
  if (own.length > 0) {
    console.error(`The market file of "${key}" is invalid:`);
    for (const error of own) console.error(`  ${formatMarketError(error)}`);
    return 1;
  }
  const known = records.map((item) => item.key).sort();
  console.error(`Unknown site "${key}". Known sites: ${known.join(', ')}`);
  return 1;
}

function main(args: readonly string[]): number {
  const [command, ...rest] = args;
  if (command === 'check' && rest.length <= 1) return check(rest[0]);
  if (command === 'show' && rest.length === 1 && rest[0]) return show(rest[0]);
  console.error(usage);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
