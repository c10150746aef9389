import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { ContentProblem } from '../../src/microsite/content/content-problem.ts';

// Whether content files are formatted as Prettier (the project's
// .prettierrc.json) writes them, which is how docs/editors.md's examples are
// written: `npm run lint` checks the same.

/** This project, whose Prettier configuration applies (also to a copy of its content elsewhere). */
const project = fileURLToPath(new URL('../../', import.meta.url));

/** A problem for each of `files` (relative to `root`) that Prettier would change. */
export async function checkFormatting(
  root: string,
  files: readonly string[],
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const file of files) {
    const path = join(root, file);
    const options = await prettier.resolveConfig(join(project, file));
    const formatted = await prettier.check(readFileSync(path, 'utf8'), {
      ...options,
      filepath: path,
    });
    if (!formatted) {
      problems.push({
        file,
        field: '',
        message: `is not formatted as the guide writes content files (quotes, indentation); run npx prettier --write ${file}`,
      });
    }
  }
  return problems;
}
