import type { ContentFile } from './content-files.ts';
import type { ContentProblem } from './content-problem.ts';

// The files the dev preview leaves out until they are fixed: those with a
// problem, and the winners of a year or category left out (a winner must
// not point to an entry that is not there: Astro would report each of them,
// and no page could show them).

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The files (relative to the project) to leave out. */
export function filesLeftOut(
  files: readonly ContentFile[],
  problems: readonly ContentProblem[],
): Set<string> {
  const leftOut = new Set(problems.map((problem) => problem.file));
  const idsLeftOut = (collection: ContentFile['collection']) =>
    new Set(
      files
        .filter((file) => file.collection === collection && leftOut.has(file.file))
        .map((file) => file.id),
    );
  const years = idsLeftOut('years');
  const categories = idsLeftOut('categories');
  for (const file of files) {
    if (file.collection !== 'winners') continue;
    const year = text(file.data.year);
    const category = text(file.data.category);
    if ((year && years.has(year)) || (category && categories.has(category))) leftOut.add(file.file);
  }
  return leftOut;
}
