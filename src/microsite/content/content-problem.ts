// A mistake in a content file, as the editor reads it: the file, the field
// (dotted, with the language where a text is concerned: `description.fr`),
// and what is wrong with how to fix it, in one line without markup.

export interface ContentProblem {
  /** The content file, relative to the project: `src/content/winners/2024/x.md`. */
  file: string;
  /** The field, dotted (`ceremony.date`, `description.fr`); empty for the file as a whole. */
  field: string;
  /** What is wrong and how to fix it. */
  message: string;
}

/** One problem as one line: `file: field: message`. */
export function formatProblem(problem: ContentProblem): string {
  return problem.field
    ? `${problem.file}: ${problem.field}: ${problem.message}`
    : `${problem.file}: ${problem.message}`;
}

/** Every problem, one per line, the files in order. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  return sortProblems(problems).map(formatProblem).join('\n');
}

/** Problems by file, then field. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.field.localeCompare(b.field, 'en', { numeric: true }),
  );
}

/** The error that stops a build: every problem of the site's content, at once. */
export class ContentProblemsError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `The awards content has ${count} (docs/editors.md "What a build error looks like"):\n${formatProblems(problems)}`,
    );
    this.name = 'ContentProblemsError';
    this.problems = problems;
  }
}
