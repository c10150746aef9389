import type { ContentFile } from './content-files.ts';

// Which generated pages a content file is shown on: a year's file on its
// year's page, a category's on its category's page, a winner's on the page
// of its year (its folder and its `year`) and of its category. The dev
// preview shows a file's problems on these pages (dev-content-errors.ts).

export interface ContentPageOf {
  /** A year's page: `2024`. */
  year?: string | undefined;
  /** A category's page: `packaging`. */
  category?: string | undefined;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The pages that show `file`. */
export function pagesShowing(file: ContentFile): ContentPageOf[] {
  if (file.collection === 'years') return [{ year: file.id }];
  if (file.collection === 'categories') return [{ category: file.id }];
  return [
    { year: file.entry.split('/')[0] },
    { year: text(file.data.year) },
    { category: text(file.data.category) },
  ].filter((page) => (page.year ?? page.category) !== undefined);
}

/** Whether `file` is shown on `page`. */
export function isShownOn(file: ContentFile, page: ContentPageOf): boolean {
  return pagesShowing(file).some(
    (shown) =>
      (page.year !== undefined && shown.year === page.year) ||
      (page.category !== undefined && shown.category === page.category),
  );
}

/** The generated page an address inside the microsite is, if any: `/best-design-awards/fr/2024/` → year 2024. */
export function contentPageOfPath(pathname: string): ContentPageOf | undefined {
  const match = /^\/best-design-awards\/(?:[a-z]{2}\/)?(?:(\d{4})|categories\/([^/]+))\/?$/.exec(
    pathname,
  );
  if (!match) return undefined;
  return match[1] ? { year: match[1] } : { category: decodeURIComponent(match[2] ?? '') };
}
