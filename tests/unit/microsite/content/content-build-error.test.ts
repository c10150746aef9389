import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sync } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingTextMessage } from '../../../../src/microsite/content/localized.ts';

// A content editor's mistakes must fail the build with every file and field
// named, all at once (issues 7 and 35). This syncs a small fixture project
// (the real collections config with two categories, two years and three
// winners) with a mistake in three files: a winner with an award the schema
// does not know and without its French description (issue 16), a winner
// whose image is missing, and a year with a date written day first.
// `astro sync` loads the collections exactly as `astro build` does, in a few
// seconds.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
let fixture = '';

function read(relative: string): string {
  return readFileSync(join(root, relative), 'utf8');
}

function write(relative: string, text: string) {
  mkdirSync(join(fixture, relative, '..'), { recursive: true });
  writeFileSync(join(fixture, relative), text);
}

function copy(relative: string) {
  mkdirSync(join(fixture, relative, '..'), { recursive: true });
  cpSync(join(root, relative), join(fixture, relative));
}

/** `text` with `pattern` replaced; throws when the pattern is not there, so the fixture cannot silently stay valid. */
function replaced(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`The fixture needs ${String(pattern)}.`);
  return text.replace(pattern, replacement);
}

beforeAll(() => {
  fixture = mkdtempSync(join(tmpdir(), 'awards-content-'));
  // The packages, linked one by one: the fixture's caches (node_modules/.vite,
  // node_modules/.astro) stay in the fixture, never in the real project.
  mkdirSync(join(fixture, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (!name.startsWith('.')) {
      symlinkSync(join(root, 'node_modules', name), join(fixture, 'node_modules', name), 'dir');
    }
  }
  write('package.json', '{ "type": "module" }\n');
  write('astro.config.mjs', 'export default {};\n');
  write(
    'src/content.config.ts',
    read('src/content.config.ts').replaceAll('./microsite/', join(root, 'src/microsite/')),
  );
  copy('src/content/categories/packaging.md');
  copy('src/content/categories/logo-identity.md');
  copy('src/content/years/2024.md');
  copy('src/content/winners/images/kitchen-garden-seeds.svg');
  write(
    'src/content/years/2023.md',
    replaced(read('src/content/years/2023.md'), /^ {2}date: .+$/m, '  date: 12/11/2023'),
  );
  write(
    'src/content/winners/2024/kitchen-garden-seeds.md',
    replaced(
      replaced(
        read('src/content/winners/2024/kitchen-garden-seeds.md'),
        /^award: gold$/m,
        'award: platinum',
      ),
      /^(description:\n(?: {2}.+\n)*?) {2}fr: .+\n/m,
      '$1',
    ),
  );
  write(
    'src/content/winners/2024/nordlicht.md',
    replaced(
      replaced(
        read('src/content/winners/2024/kitchen-garden-seeds.md'),
        /^image: .+$/m,
        'image: ../images/nordlicht.png',
      ),
      /^category: .+$/m,
      'category: logo-identity',
    ),
  );
});

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

describe('a content sync with mistakes in several files', () => {
  it('fails once, naming every file, field and fix', async () => {
    const failure = await sync({ root: fixture, logLevel: 'silent' }).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure).not.toBeNull();
    const message = failure?.message ?? '';
    expect(message).toContain('has 4 problems');
    expect(message).toContain(
      'src/content/winners/2024/kitchen-garden-seeds.md: award: Invalid option: expected one of "gold"|"silver"|"bronze"',
    );
    // A missing translation: the field, and the language in words and as its key.
    expect(message).toContain(
      `src/content/winners/2024/kitchen-garden-seeds.md: description.fr: ${missingTextMessage('fr')}`,
    );
    expect(message).toContain(
      'src/content/winners/2024/nordlicht.md: image: there is no image ../images/nordlicht.png (src/content/winners/images/nordlicht.png); put the image there or correct the path',
    );
    expect(message).toContain(
      'src/content/years/2023.md: ceremony.date: write the date as YYYY-MM-DD',
    );
    expect(message).not.toContain('**');
  }, 30_000);
});
