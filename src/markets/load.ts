import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMarketErrors } from './market-error.ts';
import { validateMarketFiles, type MarketValidation, type ValidatedMarket } from './validate.ts';

// Node only: reads a folder of market files and validates them together.

/** `<repo>/markets`, wherever the process was started. */
export const defaultMarketsFolder = fileURLToPath(new URL('../../markets/', import.meta.url));

/** A path short enough to read in a message: relative to the working directory when inside it. */
function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown === '' || shown.startsWith('..') || isAbsolute(shown) ? path : shown;
}

export function loadMarkets(folder: string = defaultMarketsFolder): MarketValidation {
  const absolute = resolve(folder);
  let names: string[];
  try {
    names = readdirSync(absolute).filter((name) => name.toLowerCase().endsWith('.json'));
  } catch (error) {
    return {
      records: [],
      errors: [
        {
          file: displayPath(absolute),
          field: '(folder)',
          message: `cannot read the folder (${(error as Error).message}); expected a folder of market files`,
        },
      ],
    };
  }
  names.sort();
  if (names.length === 0) {
    return {
      records: [],
      errors: [
        {
          file: displayPath(absolute),
          field: '(folder)',
          message: 'no *.json files; expected one market file per site',
        },
      ],
    };
  }
  return validateMarketFiles(
    names.map((name) => {
      const path = join(absolute, name);
      return { file: displayPath(path), text: readFileSync(path, 'utf8') };
    }),
  );
}

/** The valid sites of the folder; throws one Error listing every error of every file. */
export function loadValidMarkets(folder?: string): ValidatedMarket[] {
  const { records, errors } = loadMarkets(folder);
  if (errors.length > 0) throw new Error(formatMarketErrors(errors));
  return records;
}
