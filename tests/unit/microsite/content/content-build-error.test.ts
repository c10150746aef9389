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

// A content editor's mistake must fail the build with the file and the field
// named (issue 7). This syncs a small fixture project (a copy of the real
// collections config with one category, one year and one winner) whose
// winner has an award the schema does not know and lacks its French
// description (issue 16: a text that a site's language needs); `astro sync`
// validates the collections exactly as `astro build` does, in a few seconds.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
let fixture = '';

function copyContent(relative: string) {
  const target = join(fixture, relative);
  mkdirSync(join(target, '..'), { recursive: true });
  cpSync(join(root, relative), target);
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
  writeFileSync(join(fixture, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(fixture, 'astro.config.mjs'), 'export default {};\n');
  const config = readFileSync(join(root, 'src/content.config.ts'), 'utf8').replace(
    './microsite/content/schemas.ts',
    join(root, 'src/microsite/content/schemas.ts'),
  );
  mkdirSync(join(fixture, 'src'), { recursive: true });
  writeFileSync(join(fixture, 'src/content.config.ts'), config);
  copyContent('src/content/categories/packaging.md');
  copyContent('src/content/years/2024.md');
  copyContent('src/content/winners/images/kitchen-garden-seeds.svg');
  const winner = readFileSync(
    join(root, 'src/content/winners/2024/kitchen-garden-seeds.md'),
    'utf8',
  );
  const broken = winner
    .replace(/^award: gold$/m, 'award: platinum')
    .replace(/^(description:\n(?: {2}.+\n)*?) {2}fr: .+\n/m, '$1');
  if (broken.includes('award: gold') || /^description:\n(?: {2}.+\n)*? {2}fr: /m.test(broken)) {
    throw new Error(
      'The fixture winner must have a gold award and a French description to remove.',
    );
  }
  mkdirSync(join(fixture, 'src/content/winners/2024'), { recursive: true });
  writeFileSync(join(fixture, 'src/content/winners/2024/kitchen-garden-seeds.md'), broken);
});

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

describe('a winner file with bad front matter', () => {
  it('fails the content sync with the file and the field named', async () => {
    const failure = await sync({ root: fixture, logLevel: 'silent' }).then(
      () => null,
      (error: unknown) => error as Error & { loc?: { file?: string } },
    );
    expect(failure).not.toBeNull();
    expect(failure?.message).toContain('winners → 2024/kitchen-garden-seeds');
    expect(failure?.message).toContain('**award**');
    expect(failure?.message).toContain('"gold"|"silver"|"bronze"');
    // A missing translation: the field, and the language in words and as its key.
    expect(failure?.message).toContain(`**description.fr**: ${missingTextMessage('fr')}`);
    expect(failure?.loc?.file).toBe(
      join(fixture, 'src/content/winners/2024/kitchen-garden-seeds.md'),
    );
  }, 30_000);
});
