// tsc over a project of its own, the way a template author's project
// type-checks the package's declarations (strict, skipLibCheck off): the
// server renderer's unit test and the packed package's test use it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const tsc = resolve(import.meta.dirname, '../../node_modules/.bin/tsc');

/**
 * Writes `source` as `project`'s one file, `template.ts` (or `file`, e.g.
 * `template.tsx`), and type-checks it with `compilerOptions` over strict
 * defaults. Its errors as `line: TSnnnn`, those in another file (a
 * declaration of the package) as `file:line: TSnnnn`; no error: [].
 */
export function templateTypeErrors(
  project: string,
  source: string,
  compilerOptions: Record<string, unknown>,
  file = 'template.ts',
): string[] {
  writeFileSync(join(project, file), source);
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        ...compilerOptions,
      },
      files: [file],
    }),
  );
  try {
    execFileSync(tsc, ['--project', project], { encoding: 'utf8' });
    return [];
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? error);
    const errors = [...output.matchAll(/^(?:.*\/)?([^/(]+)\((\d+),\d+\): error (TS\d+)/gm)];
    if (errors.length === 0) throw new Error(output);
    return errors.map(([, errorFile, line, code]) =>
      errorFile === file ? `${line}: ${code}` : `${errorFile}:${line}: ${code}`,
    );
  }
}
