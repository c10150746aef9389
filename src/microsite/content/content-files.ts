import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import { slug } from 'github-slugger';
import { contentCollections, collectionNames, type CollectionName } from './content-collections.ts';
import type { ContentProblem } from './content-problem.ts';

// The content files as Astro reads them: front matter parsed with Astro's
// own parser (YAML), the id made from the path as Astro's glob loader makes
// it (each folder and the file name slugged: `Kitchen Garden.md` and
// `kitchen-garden.md` are the same id), so that the check sees what the
// build will see.

export interface ContentFile {
  collection: CollectionName;
  /** The file, relative to the project, with `/`: `src/content/winners/2024/x.md`. */
  file: string;
  /** The path inside the collection's folder: `2024/x.md`. */
  entry: string;
  /** Astro's id of the entry: `2024/x`. */
  id: string;
  /** The front matter as parsed (not yet checked). */
  data: Record<string, unknown>;
  /** The text below the front matter. */
  body: string;
}

/** Astro's id for `entry` (a path inside the collection's folder), or the front matter's `slug`. */
export function entryId(entry: string, data: Record<string, unknown>): string {
  if (data.slug) return String(data.slug);
  return entry
    .replace(/\.[^./]+$/, '')
    .split('/')
    .map((segment) => slug(segment))
    .join('/')
    .replace(/\/index$/, '');
}

/** The entries of a `*.md` or `*\/*.md` pattern in `folder`. */
function listEntries(folder: string, pattern: string): string[] {
  if (!existsSync(folder)) return [];
  const markdown = (name: string) => name.endsWith('.md');
  if (pattern === '*.md') return readdirSync(folder).filter(markdown).sort();
  return readdirSync(folder, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .flatMap((dirent) =>
      readdirSync(join(folder, dirent.name))
        .filter(markdown)
        .map((name) => `${dirent.name}/${name}`),
    )
    .sort();
}

/** One file's front matter and body, or the problem that keeps it from being read. */
export function parseContentFile(
  collection: CollectionName,
  file: string,
  entry: string,
  text: string,
): ContentFile | ContentProblem {
  try {
    const { frontmatter, content } = parseFrontmatter(text, { frontmatter: 'remove' });
    const data = frontmatter as Record<string, unknown>;
    return { collection, file, entry, id: entryId(entry, data), data, body: content };
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number } };
    // The mark counts lines from 0, from the opening `---` (the file's line 1).
    const where = mark ? ` (line ${mark.line + 1})` : '';
    return {
      file,
      field: '',
      message: `the front matter is not valid YAML${where}: ${reason ?? String(error)}; check the indentation and quote a text that contains ": "`,
    };
  }
}

/** Every content file of the project at `root`, and the problems of those that cannot be read. */
export function readContentFiles(root: string): {
  files: ContentFile[];
  problems: ContentProblem[];
} {
  const files: ContentFile[] = [];
  const problems: ContentProblem[] = [];
  for (const collection of collectionNames) {
    const { base, pattern } = contentCollections[collection];
    for (const entry of listEntries(join(root, base), pattern)) {
      const file = `${base}/${entry}`;
      const parsed = parseContentFile(
        collection,
        file,
        entry,
        readFileSync(join(root, file), 'utf8'),
      );
      if ('collection' in parsed) files.push(parsed);
      else problems.push(parsed);
    }
  }
  return { files, problems };
}
