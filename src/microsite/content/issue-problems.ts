import type { z } from 'astro/zod';
import type { ContentProblem } from './content-problem.ts';

// Zod's issues for one file as content problems. A missing field gets a
// message that says so (Zod's reads "expected object, received undefined");
// an unknown key is reported on the key itself, so that the field named is
// the one to fix.

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

function missingMessage(field: string): string {
  const name = field.split('.').at(-1) ?? field;
  return `the field is missing; add a "${name}:" line (docs/editors.md shows every field)`;
}

/** The problems of `issues` (a schema's) in `file`. */
export function issueProblems(file: string, issues: readonly z.core.$ZodIssue[]): ContentProblem[] {
  return issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      // The message already names every key (strict-fields.ts); it is put on the first.
      const field = dotted([...issue.path, issue.keys[0] ?? '']);
      return [{ file, field, message: issue.message }];
    }
    const field = dotted(issue.path);
    // Zod reports no input unless asked: its message says what it received.
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    const message = missing ? missingMessage(field) : issue.message;
    return [{ file, field, message }];
  });
}
