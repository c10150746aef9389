import { Linter } from 'eslint';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycle } from '../../../../scripts/eslint/no-import-cycle.ts';

// The rule reads the other modules from disk, so each case writes real files,
// each case in names of its own.
const folder = mkdtempSync(join(tmpdir(), 'no-import-cycle-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
}

/** The rule's messages for one of the written files. */
function lint(name: string): string[] {
  const file = join(folder, name);
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { project: { rules: { 'no-import-cycle': noImportCycle } } },
      rules: { 'project/no-import-cycle': 'error' },
    },
  ];
  return new Linter({ cwd: folder })
    .verify(readFileSync(file, 'utf8'), config, file)
    .map((m) => m.message);
}

describe('project/no-import-cycle', () => {
  it('reports two modules that import values from each other', () => {
    write({
      'value-a.ts': "import { b } from './value-b.ts';\nexport const a = () => b;\n",
      'value-b.ts': "import { a } from './value-a.ts';\nexport const b = () => a;\n",
    });
    expect(lint('value-a.ts')).toEqual([
      expect.stringMatching(/^Import cycle: .*value-a\.ts → .*value-b\.ts → .*value-a\.ts\./),
    ]);
  });

  it('reports a cycle with a type-only side, which import-x/no-cycle skips', () => {
    write({
      'type-a.ts': "import type { B } from './type-b.ts';\nexport interface A { b: B }\n",
      'type-b.ts': "import type { A } from './type-a.ts';\nexport interface B { a?: A }\n",
    });
    expect(lint('type-a.ts')).toEqual([
      expect.stringMatching(/^Import cycle: .*type-a\.ts → .*type-b\.ts → .*type-a\.ts\./),
    ]);
  });

  it('reports a longer cycle through an import()', () => {
    write({
      'lazy-a.ts': "export const load = () => import('./lazy-b.ts');\n",
      'lazy-b.ts': "import { c } from './lazy-c.ts';\nexport const b = c;\n",
      'lazy-c.ts': "import { load } from './lazy-a.ts';\nexport const c = load;\n",
    });
    expect(lint('lazy-a.ts')).toEqual([
      expect.stringMatching(/lazy-a\.ts → .*lazy-b\.ts → .*lazy-c\.ts → .*lazy-a\.ts/),
    ]);
  });

  it('accepts imports that go one way, and packages', () => {
    write({
      'down-a.ts':
        "import { b } from './down-b.ts';\nimport { atom } from 'nanostores';\nexport const a = atom(b);\n",
      'down-b.ts': 'export const b = 1;\n',
    });
    expect(lint('down-a.ts')).toEqual([]);
  });
});
