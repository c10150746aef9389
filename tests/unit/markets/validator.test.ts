import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadMarkets, loadValidMarkets } from '../../../src/markets/load.ts';
import { formatMarketError, type MarketError } from '../../../src/markets/market-error.ts';
import { validateMarketFiles } from '../../../src/markets/validate.ts';
import { createTempFolders, realMarketText, type Json } from '../support/broken-copies.ts';

// The validator on broken copies of a real market file, one class of error at
// a time: each error names the file and the field and says what was expected,
// and nothing throws.

const temp = createTempFolders();
afterEach(() => temp.removeAll());

/** Loads a folder holding one copy of ch-fr.json broken by `edit`. */
function brokenChFr(edit: (data: Json) => void) {
  const folder = temp.folder();
  const file = temp.copy(folder, 'ch-fr', edit);
  return { file, ...loadMarkets(folder) };
}

function errorAt(errors: readonly MarketError[], file: string, field: string): MarketError {
  const found = errors.find((error) => error.file === file && error.field === field);
  if (!found) {
    const listed = errors.map(formatMarketError).join('\n');
    throw new Error(`no error for ${file} ${field}; got:\n${listed}`);
  }
  // The printed line names the file and the field too.
  expect(formatMarketError(found)).toContain(file);
  expect(formatMarketError(found)).toContain(field);
  return found;
}

describe('a clean copy', () => {
  it('has no errors and yields its record under the file name as key', () => {
    const { records, errors } = brokenChFr(() => {});
    expect(errors).toEqual([]);
    expect(records.map((item) => item.key)).toEqual(['ch-fr']);
  });
});

describe('one class of error per broken copy', () => {
  it('an unknown field', () => {
    const { file, errors, records } = brokenChFr((data) => {
      data['colour'] = 'blue';
    });
    expect(errorAt(errors, file, 'colour').message).toMatch(/unknown field; expected only/);
    expect(records).toEqual([]);
  });

  it('a missing field', () => {
    const { file, errors } = brokenChFr((data) => {
      delete data['currency'];
    });
    expect(errorAt(errors, file, 'currency').message).toBe('missing field; expected a text string');
  });

  it('a missing nested field', () => {
    const { file, errors } = brokenChFr((data) => {
      delete data.emails['refundcontest'];
    });
    expect(errorAt(errors, file, 'emails.refundcontest').message).toMatch(/^missing field/);
  });

  it('a locale missing from accepted_locales', () => {
    const { file, errors } = brokenChFr((data) => {
      data['accepted_locales'] = ['de_CH', 'en_CH', 'it_CH'];
    });
    expect(errorAt(errors, file, 'locale').message).toBe(
      '"fr_CH" is not in accepted_locales; expected one of de_CH, en_CH, it_CH',
    );
  });

  it('a language outside the eight, in accepted_locales and as the locale', () => {
    const { file, errors } = brokenChFr((data) => {
      data['accepted_locales'] = ['de_CH', 'en_CH', 'fr_CH', 'it_CH', 'da_DK'];
    });
    expect(errorAt(errors, file, 'accepted_locales.4').message).toMatch(
      /language "da" is not supported; expected one of en, de, nl, fr, it, es, pt, ja/,
    );

    const asLocale = brokenChFr((data) => {
      data['locale'] = 'da_DK';
    });
    expect(errorAt(asLocale.errors, asLocale.file, 'locale').message).toMatch(
      /language "da" is not supported/,
    );
  });

  it('a locale that is not POSIX style', () => {
    const { file, errors } = brokenChFr((data) => {
      data['locale'] = 'fr-CH';
    });
    expect(errorAt(errors, file, 'locale').message).toMatch(
      /expected a POSIX locale such as "de_CH"/,
    );
  });

  it('a currency that is not ISO 4217', () => {
    const { file, errors } = brokenChFr((data) => {
      data['currency'] = 'EUX';
    });
    expect(errorAt(errors, file, 'currency').message).toBe(
      'expected an ISO 4217 currency code such as "EUR", got "EUX"',
    );
  });

  it('a missing capability flag', () => {
    const { file, errors } = brokenChFr((data) => {
      delete data.capabilities['local_blog'];
    });
    expect(errorAt(errors, file, 'capabilities.local_blog').message).toBe(
      'missing capability flag; expected true or false',
    );
  });

  it('an unknown capability flag', () => {
    const { file, errors } = brokenChFr((data) => {
      data.capabilities['can_fly'] = true;
    });
    expect(errorAt(errors, file, 'capabilities.can_fly').message).toMatch(
      /unknown capability flag; expected only the 17 flags/,
    );
  });

  it('wrong types', () => {
    const { file, errors } = brokenChFr((data) => {
      data['livechatenabled'] = 'yes';
      data['accepted_locales'] = 'fr_CH';
      data.capabilities['gdpr_compliance'] = 1;
      data.phone['support'] = 41445051234;
      data.phone['office_hours'] = true;
    });
    expect(errorAt(errors, file, 'livechatenabled').message).toBe(
      'expected true or false, got "yes"',
    );
    expect(errorAt(errors, file, 'accepted_locales').message).toBe('expected a list, got "fr_CH"');
    expect(errorAt(errors, file, 'capabilities.gdpr_compliance').message).toBe(
      'expected true or false, got number 1',
    );
    expect(errorAt(errors, file, 'phone.support').message).toMatch(
      /expected a phone number .* or false, got number 41445051234/,
    );
    expect(errorAt(errors, file, 'phone.office_hours').message).toBe(
      'expected a text or false, got boolean true',
    );
  });

  it('malformed values: e-mail address and phone number', () => {
    const { file, errors } = brokenChFr((data) => {
      data.emails['support'] = 'support at designmarket';
      data.phone['sales'] = '044 505 12 35';
    });
    expect(errorAt(errors, file, 'emails.support').message).toMatch(
      /expected an e-mail address .*, got "support at designmarket"/,
    );
    expect(errorAt(errors, file, 'phone.sales').message).toMatch(/international form/);
  });

  it('malformed JSON, and JSON that is not an object', () => {
    const folder = temp.folder();
    const malformed = temp.write(folder, 'ch-fr.json', '{ "sitegroup": "designmarket", ');
    const list = temp.write(folder, 'ch-it.json', '[]');
    const { errors, records } = loadMarkets(folder);
    expect(errorAt(errors, malformed, '(file)').message).toMatch(
      /^malformed JSON \(.+\); expected one JSON object$/,
    );
    expect(errorAt(errors, list, '(file)').message).toMatch(/expected one JSON object/);
    expect(records).toEqual([]);
  });

  it('a duplicate domain across two files', () => {
    const folder = temp.folder();
    const first = temp.copy(folder, 'ch-fr');
    const second = temp.copy(folder, 'ch-it', (data) => {
      data['domain'] = 'fr.designmarket.ch';
    });
    const { errors, records } = loadMarkets(folder);
    expect(errorAt(errors, second, 'domain').message).toBe(
      `"fr.designmarket.ch" is already used by ${first}; expected each site to have its own domain`,
    );
    expect(errors).toHaveLength(1);
    expect(records.map((item) => item.key)).toEqual(['ch-fr']);
  });

  it('a domain that differs only by www. (lookups by host treat them as one)', () => {
    const folder = temp.folder();
    temp.copy(folder, 'ch-fr');
    const second = temp.copy(folder, 'ch-it', (data) => {
      data['domain'] = 'www.fr.designmarket.ch';
    });
    const { errors, records } = loadMarkets(folder);
    expect(errorAt(errors, second, 'domain').message).toMatch(/is already used by/);
    expect(records.map((item) => item.key)).toEqual(['ch-fr']);
  });

  it('a duplicate site key (the same file name from two folders)', () => {
    const text = realMarketText('ch-fr');
    const { errors, records } = validateMarketFiles([
      { file: 'a/ch-fr.json', text },
      { file: 'b/ch-fr.json', text },
    ]);
    expect(errorAt(errors, 'b/ch-fr.json', '(file name)').message).toMatch(
      /"ch-fr" is already used by a\/ch-fr.json; expected each site to have its own site key/,
    );
    expect(records).toHaveLength(1);
  });

  it('a file name that is not a lower-case site key', () => {
    const folder = temp.folder();
    const file = temp.copy(folder, 'ch-fr', undefined, 'CH-FR.json');
    const { errors } = loadMarkets(folder);
    expect(errorAt(errors, file, '(file name)').message).toMatch(/expected a lower-case name/);
  });

  it('a locale that does not fit the file name', () => {
    const folder = temp.folder();
    const file = temp.copy(folder, 'ch-fr', undefined, 'ch-it.json');
    const { errors } = loadMarkets(folder);
    expect(errorAt(errors, file, 'locale').message).toBe(
      '"fr_CH" does not fit the file name "ch-it.json"; expected it_CH',
    );
  });

  it('a payment method label without its classes', () => {
    const folder = temp.folder();
    const file = temp.copy(folder, 'de-de', (data) => {
      delete data['adyen_payment_method_classes'];
    });
    const { errors } = loadMarkets(folder);
    expect(errorAt(errors, file, 'adyen_payment_method_classes').message).toMatch(
      /expected adyen_payment_method and adyen_payment_method_classes together/,
    );
  });

  it('a cookie domain that does not cover the domain, a moment.js locale of another language', () => {
    const { file, errors } = brokenChFr((data) => {
      data['cookiedomain'] = '.designmarket.de';
      data['momentjs'] = { locale: 'de-ch' };
    });
    expect(errorAt(errors, file, 'cookiedomain').message).toMatch(/does not cover the domain/);
    expect(errorAt(errors, file, 'momentjs.locale').message).toMatch(/starting with "fr"/);
  });
});

describe('one run reports every error of every file', () => {
  it('collects the errors of several broken files and keeps the valid ones', () => {
    const folder = temp.folder();
    const atDe = temp.copy(folder, 'at-de', (data) => {
      data['currency'] = 'EUX';
      delete data.capabilities['curebit'];
    });
    const chFr = temp.copy(folder, 'ch-fr', (data) => {
      data['extra'] = true;
      data['locale'] = 'it_CH';
    });
    const broken = temp.write(folder, 'de-de.json', 'not json');
    temp.copy(folder, 'us-en');

    const { errors, records } = loadMarkets(folder);
    expect(errors.map((error) => [error.file, error.field])).toEqual([
      [atDe, 'capabilities.curebit'],
      [atDe, 'currency'],
      [chFr, 'extra'],
      [chFr, 'locale'],
      // fr-ch no longer fits the language of it_CH
      [chFr, 'momentjs.locale'],
      [broken, '(file)'],
    ]);
    expect(records.map((item) => item.key)).toEqual(['us-en']);
  });

  it('loadValidMarkets throws one error that lists every error', () => {
    const folder = temp.folder();
    const atDe = temp.copy(folder, 'at-de', (data) => {
      data['currency'] = 'EUX';
    });
    const chFr = temp.copy(folder, 'ch-fr', (data) => {
      delete data['name'];
    });
    expect(() => loadValidMarkets(folder)).toThrow(
      [
        '2 market errors in 2 files:',
        `  ${atDe}: currency: expected an ISO 4217 currency code such as "EUR", got "EUX"`,
        `  ${chFr}: name: missing field; expected a text string`,
      ].join('\n'),
    );
  });

  it('reports an unreadable or empty folder instead of throwing', () => {
    const missing = join(temp.folder(), 'nope');
    expect(loadMarkets(missing).errors[0]?.field).toBe('(folder)');
    expect(loadMarkets(missing).errors[0]?.message).toMatch(/cannot read the folder/);
    expect(loadMarkets(temp.folder()).errors[0]?.message).toMatch(/no \*\.json files/);
  });
});

describe('the real markets folder', () => {
  it('is valid: 48 sites and no errors', () => {
    const { errors, records } = loadMarkets();
    expect(errors.map(formatMarketError)).toEqual([]);
    expect(records).toHaveLength(48);
  });
});
