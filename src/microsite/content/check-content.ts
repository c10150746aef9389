import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { z } from 'astro/zod';
import type { ContentFile } from './content-files.ts';
import { readContentFiles } from './content-files.ts';
import type { ContentProblem } from './content-problem.ts';
import { issueProblems } from './issue-problems.ts';
import { categorySchema, winnerSchema, yearSchema } from './schemas.ts';

// Every problem of the awards content at once: each file against its
// collection's schema, then what no single file shows (a winner filed in
// another year's folder, two files with the same id, two winners whose
// anchors would clash on a category page, an image or a category that is
// not there, text that the site would drop). The build runs it before Astro
// reads the collections (src/content.config.ts), `npm run check:content`
// on its own.

/** A category's or year's id as a winner writes it (`year: 2024` is a number in YAML). */
const referenceId = z.union([z.number().transform((value) => String(value)), z.string()]);

const schemas = {
  categories: categorySchema,
  years: yearSchema,
  winners: winnerSchema({ image: z.string(), category: referenceId, year: referenceId }),
};

/** Where the text below the front matter belongs instead, by collection. */
const bodyAdvice = {
  categories: 'write it in "summary"',
  years: 'write it in "summary"',
  winners: 'write it in "description"',
};

export interface CheckOptions {
  /** Whether the image at `path` (relative to the project, `/`-separated) exists. */
  imageExists(path: string): boolean;
}

function schemaProblems(file: ContentFile): ContentProblem[] {
  const result = schemas[file.collection].safeParse(file.data);
  return result.success ? [] : issueProblems(file.file, result.error.issues);
}

function bodyProblems(file: ContentFile): ContentProblem[] {
  if (file.body.trim() === '') return [];
  return [
    {
      file: file.file,
      field: '',
      message: `has text below the front matter (after the closing "---"), which the site does not show; ${bodyAdvice[file.collection]} or delete it`,
    },
  ];
}

function duplicateIdProblems(files: readonly ContentFile[]): ContentProblem[] {
  const groups = Map.groupBy(files, (file) => `${file.collection}/${file.id}`);
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((file) => ({
        file: file.file,
        field: '',
        message: `has the same id "${file.id}" as ${group
          .filter((other) => other !== file)
          .map((other) => other.file)
          .join(
            ', ',
          )} (file names that differ only in capitals, spaces or punctuation are one id, and only one of the files would be published); rename one of them`,
      })),
    );
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

function yearProblems(years: readonly ContentFile[]): ContentProblem[] {
  return years.flatMap((file) => {
    const year = text(file.data.year);
    if (year === undefined || year === file.id) return [];
    return [
      {
        file: file.file,
        field: 'year',
        message: `is ${year} but the file is named ${file.id}.md; name the file ${year}.md or correct the year`,
      },
    ];
  });
}

function winnerProblems(
  winners: readonly ContentFile[],
  categoryIds: ReadonlySet<string>,
  yearIds: ReadonlySet<string>,
  options: CheckOptions,
): ContentProblem[] {
  return winners.flatMap((file) => {
    const problems: ContentProblem[] = [];
    const add = (field: string, message: string) =>
      problems.push({ file: file.file, field, message });
    const category = text(file.data.category);
    if (category !== undefined && !categoryIds.has(category)) {
      add(
        'category',
        `there is no category "${category}"; write one of ${[...categoryIds].join(', ')} (the file names in src/content/categories/)`,
      );
    }
    const year = text(file.data.year);
    const folder = file.entry.split('/')[0];
    if (year !== undefined && !yearIds.has(year)) {
      add(
        'year',
        `there is no year "${year}"; write one of ${[...yearIds].join(', ')} (the file names in src/content/years/)`,
      );
    } else if (year !== undefined && year !== folder) {
      add(
        'year',
        `is ${year} but the file is in the folder winners/${folder}/; move the file to src/content/winners/${year}/ or write "year: ${folder}"`,
      );
    }
    const image = file.data.image;
    if (typeof image === 'string') {
      const path = posix.normalize(posix.join(posix.dirname(file.file), image));
      if (!options.imageExists(path)) {
        add(
          'image',
          `there is no image ${image} (${path}); put the image there or correct the path (relative to this file, such as ../images/<id>.svg)`,
        );
      }
    }
    return problems;
  });
}

/** Winners whose anchors (their file names) would clash on their category's page. */
function anchorProblems(winners: readonly ContentFile[]): ContentProblem[] {
  const anchor = (file: ContentFile) => file.id.split('/').at(-1) ?? file.id;
  const groups = Map.groupBy(winners, (file) => `${text(file.data.category)}#${anchor(file)}`);
  return [...groups.values()]
    .filter((group) => new Set(group.map((file) => file.id)).size > 1)
    .flatMap((group) =>
      group.map((file) => ({
        file: file.file,
        field: '',
        message: `has the file name "${anchor(file)}" as ${group
          .filter((other) => other !== file && other.id !== file.id)
          .map((other) => other.file)
          .join(
            ', ',
          )}, in the same category: its page would show both with the anchor #${anchor(file)}; rename one of them (for example ${anchor(file)}-${file.entry.split('/')[0]}.md)`,
      })),
    );
}

/** Every problem of `files`. */
export function checkContentFiles(
  files: readonly ContentFile[],
  options: CheckOptions,
): ContentProblem[] {
  const of = (collection: ContentFile['collection']) =>
    files.filter((file) => file.collection === collection);
  const categoryIds = new Set(of('categories').map((file) => file.id));
  const yearIds = new Set(of('years').map((file) => file.id));
  return [
    ...files.flatMap(schemaProblems),
    ...files.flatMap(bodyProblems),
    ...duplicateIdProblems(files),
    ...yearProblems(of('years')),
    ...winnerProblems(of('winners'), categoryIds, yearIds, options),
    ...anchorProblems(of('winners')),
  ];
}

/** The content files of the project at `root` (those that could be read), and every problem. */
export function checkContentFolder(root: string): {
  files: ContentFile[];
  problems: ContentProblem[];
} {
  const { files, problems } = readContentFiles(root);
  const imageExists = (path: string) => existsSync(join(root, path));
  return { files, problems: [...problems, ...checkContentFiles(files, { imageExists })] };
}

/** Every problem of the content of the project at `root`. */
export function checkContent(root: string): ContentProblem[] {
  return checkContentFolder(root).problems;
}
