import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

// The guide's examples of content files are written the way Prettier (the
// project's configuration, which `npm run check:content` and `npm run lint`
// apply) writes content files (issue 35: Prettier rejected a quoted text as
// the guide wrote it). Each ```yaml and ```md block of docs/editors.md is
// formatted as the content file it shows and must come out unchanged.

const root = new URL('../../../../', import.meta.url);
const guide = readFileSync(new URL('docs/editors.md', root), 'utf8');
const examples = [...guide.matchAll(/^```(yaml|md)\n([\s\S]*?)^```$/gm)].map(
  ([, language = '', code = '']) => ({ language, code }),
);

describe('the editor guide’s content examples', () => {
  it('are there to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  it.each(examples.map((example, index) => [index + 1, example] as const))(
    'example %i is formatted as Prettier formats a content file',
    async (_, { language, code }) => {
      // As a Markdown file (front matter and text), or as the front matter of one.
      const file = fileURLToPath(new URL('src/content/categories/example.md', root));
      const options = { ...(await prettier.resolveConfig(file)), filepath: file };
      const text = language === 'md' || code.startsWith('---\n') ? code : `---\n${code}---\n`;
      expect(await prettier.format(text, options)).toBe(text);
    },
  );
});
