import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTempFolders } from '../support/broken-copies.ts';

// `npm run markets -- ...` is `node scripts/markets.ts ...`: run it as a child
// process with the Node that runs vitest (24, which strips types).

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const temp = createTempFolders();
afterEach(() => temp.removeAll());

function markets(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/markets.ts', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run markets -- check', () => {
  it('exits 0 on the real folder', () => {
    const { code, stdout } = markets('check');
    expect(code).toBe(0);
    expect(stdout).toContain('48 market files are valid.');
  });

  it('exits 1 on a broken folder and prints every error with file and field', () => {
    const folder = temp.folder();
    const chFr = temp.copy(folder, 'ch-fr', (data) => {
      data['currency'] = 'EUX';
    });
    const atDe = temp.copy(folder, 'at-de', (data) => {
      delete data.capabilities['local_blog'];
    });
    const { code, stderr } = markets('check', folder);
    expect(code).toBe(1);
    expect(stderr).toContain('2 market errors in 2 files:');
    expect(stderr).toContain(
      `${chFr}: currency: expected an ISO 4217 currency code such as "EUR", got "EUX"`,
    );
    expect(stderr).toContain(
      `${atDe}: capabilities.local_blog: missing capability flag; expected true or false`,
    );
  });
});

describe('npm run markets -- show', () => {
  it('prints the validated record of a site as JSON', () => {
    const { code, stdout } = markets('show', 'ch-fr');
    expect(code).toBe(0);
    const record = JSON.parse(stdout) as Record<string, unknown>;
    expect(record['domain']).toBe('fr.designmarket.ch');
    expect(record['locale']).toBe('fr_CH');
    expect(record['currency']).toBe('CHF');
  });

  it('exits 1 on an unknown site and lists the known keys', () => {
    const { code, stdout, stderr } = markets('show', 'nope');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Unknown site "nope"\. Known sites: at-de, at-en, /);
    for (const key of ['ch-fr', 'us-en', 'gw-de-de', 'jp-ja']) expect(stderr).toContain(key);
  });
});

describe('anything else', () => {
  it.each([[[]], [['frobnicate']], [['show']], [['check', 'a', 'b']]])(
    '%j prints the usage and exits 2',
    (args) => {
      const { code, stderr } = markets(...args);
      expect(code).toBe(2);
      expect(stderr).toContain('npm run markets -- check [folder]');
      expect(stderr).toContain('npm run markets -- show <site>');
    },
  );
});
