import { crossFieldIssues, marketRecordSchema, type MarketRecord } from '../../markets/schema.ts';
import { describeIssue } from './describe-issue.ts';
import type { MarketError } from './market-error.ts';
import { normalizeHost, type MarketSite } from './registry.ts';

// Pure: text in, records and errors out. Every file is checked and every error
// collected, so one run reports all of them; nothing here throws.

export interface MarketFile {
  /** How the file is named in messages, e.g. `markets/ch-fr.json`. */
  file: string;
  text: string;
}

export interface ValidatedMarket extends MarketSite {
  file: string;
}

export interface MarketValidation {
  records: ValidatedMarket[];
  errors: MarketError[];
}

/** Site key = file name without `.json`: `ch-fr`, `gw-de-de`. */
export const siteKeyPattern = /^[a-z]{2}(?:-[a-z]{2})+$/;

export function siteKeyOf(file: string): string {
  const name = file.split(/[\\/]/).pop() ?? file;
  return name.replace(/\.json$/i, '');
}

interface Checked {
  file: string;
  key: string;
  data: unknown;
  record: MarketRecord | null;
}

function checkFile({ file, text }: MarketFile, errors: MarketError[]): Checked {
  const key = siteKeyOf(file);
  const fail = (field: string, message: string) => errors.push({ file, field, message });
  let ok = true;
  if (!siteKeyPattern.test(key) || !file.endsWith('.json')) {
    fail(
      '(file name)',
      `"${key}" is not a site key; expected a lower-case name such as "ch-fr.json" or "gw-de-de.json"`,
    );
    ok = false;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fail('(file)', `malformed JSON (${(error as Error).message}); expected one JSON object`);
    return { file, key, data: undefined, record: null };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    fail('(file)', 'expected one JSON object with the fields of a market record');
    return { file, key, data, record: null };
  }
  const parsed = marketRecordSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    ok = false;
    for (const issue of parsed.error.issues) {
      for (const { field, message } of describeIssue(issue)) fail(field, message);
    }
  }
  for (const { field, message } of crossFieldIssues(key, data)) {
    fail(field, message);
    ok = false;
  }
  return { file, key, data, record: ok && parsed.success ? parsed.data : null };
}

/** Reports the second and later files that repeat a value of an earlier one. */
function checkUnique(
  checked: readonly Checked[],
  field: string,
  valueOf: (item: Checked) => string | undefined,
  errors: MarketError[],
  rejected: Set<Checked>,
): void {
  const firstFile = new Map<string, string>();
  for (const item of checked) {
    const value = valueOf(item);
    if (value === undefined) continue;
    const first = firstFile.get(value);
    if (first === undefined) {
      firstFile.set(value, item.file);
      continue;
    }
    errors.push({
      file: item.file,
      field,
      message: `"${value}" is already used by ${first}; expected each site to have its own ${field === '(file name)' ? 'site key' : field}`,
    });
    rejected.add(item);
  }
}

export function validateMarketFiles(files: readonly MarketFile[]): MarketValidation {
  const errors: MarketError[] = [];
  const checked = files.map((file) => checkFile(file, errors));
  const rejected = new Set<Checked>();
  checkUnique(checked, '(file name)', (item) => item.key, errors, rejected);
  checkUnique(
    checked,
    'domain',
    (item) => {
      const domain = (item.data as { domain?: unknown } | null | undefined)?.domain;
      // Compared as lookups by host compare them: `www.x.com` is `x.com`.
      return typeof domain === 'string' ? normalizeHost(domain) : undefined;
    },
    errors,
    rejected,
  );
  const records = checked.flatMap((item) =>
    item.record && !rejected.has(item)
      ? [{ key: item.key, file: item.file, record: item.record }]
      : [],
  );
  // Group the messages by file, in the order the files were given.
  const order = new Map(files.map((file, index) => [file.file, index]));
  errors.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));
  return { records, errors };
}
