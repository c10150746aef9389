/**
 * One problem in one market file. `field` is a dotted path into the record
 * (`capabilities.local_blog`, `accepted_locales.2`), or `(file name)` /
 * `(file)` for problems with the file itself; `message` says what was expected.
 */
export interface MarketError {
  file: string;
  field: string;
  message: string;
}

/** `markets/ch-fr.json: capabilities.local_blog: missing; expected true or false` */
export function formatMarketError(error: MarketError): string {
  return `${error.file}: ${error.field}: ${error.message}`;
}

export function formatMarketErrors(errors: readonly MarketError[]): string {
  const files = new Set(errors.map((error) => error.file)).size;
  const heading = `${errors.length} market ${errors.length === 1 ? 'error' : 'errors'} in ${files} ${files === 1 ? 'file' : 'files'}:`;
  return [heading, ...errors.map((error) => `  ${formatMarketError(error)}`)].join('\n');
}
