import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The content an awards programme adds over the years, generated into a
// temporary copy of the project for the build benchmark (build-scaling.ts),
// never into the repository: category, year and winner files as an editor
// writes them (docs/editors.md "Add a category", "Add a year", "Add a
// winner"), every text in the eight languages. A category or a year is one
// page per site (eight sites); a winner is a card on its year's and its
// category's pages.

export const languages = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'ja'] as const;
const sites = languages.length;
/** Years the schema allows (2000–2100) that the sample content does not use. */
const firstYear = 2000;
const lastYear = 2100;
/**
 * At most this many years are added (a programme of about thirty years): every
 * category page lists every year, so that more years would make each page
 * larger, not the site wider.
 */
const maxYears = 25;
/** Winners per generated year: as many as a sample year has, or one in ten categories. */
const winnersPerYear = (categories: number) => Math.max(12, Math.ceil(categories / 10));
const awards = ['gold', 'silver', 'bronze'] as const;

/** One text in every language, each marked with its language. */
function texts(indent: string, text: (language: string) => string): string {
  return languages.map((language) => `${indent}${language}: '${text(language)}'`).join('\n');
}

export interface GeneratedContent {
  categories: number;
  years: number;
  winners: number;
  /** Pages the build gains: one per site for each category and each year. */
  pages: number;
}

/** What `generateContent(…, pages)` adds to a sample of `used` years and categories. */
export function contentFor(
  pages: number,
  used: { years: number; categories: number },
): Omit<GeneratedContent, 'pages'> {
  const perSite = Math.ceil(pages / sites);
  const years = Math.min(perSite, lastYear - firstYear + 1 - used.years, maxYears);
  const categories = perSite - years;
  return { years, categories, winners: years * winnersPerYear(used.categories + categories) };
}

/**
 * Category, year and winner files under `copy`/src/content that add about
 * `pages` pages to the build. Winners reuse the sample's images and fall in
 * every category in turn, the sample's and the generated ones.
 */
export function generateContent(copy: string, pages: number): GeneratedContent {
  const content = join(copy, 'src/content');
  const used = new Set(
    readdirSync(join(content, 'years')).map((name) => name.replace(/\.md$/, '')),
  );
  const sampleCategories = readdirSync(join(content, 'categories')).map((name) =>
    name.replace(/\.md$/, ''),
  );
  const images = readdirSync(join(content, 'winners/images'));
  const { years, categories, winners } = contentFor(pages, {
    years: used.size,
    categories: sampleCategories.length,
  });
  const perYear = winners / years;

  const categoryIds = [...sampleCategories];
  for (let index = 1; index <= categories; index += 1) {
    const id = `generated-${String(index).padStart(5, '0')}`;
    categoryIds.push(id);
    writeFileSync(
      join(content, 'categories', `${id}.md`),
      `---
order: ${100 + index}
name:
${texts('  ', (language) => `Category ${index} (${language})`)}
summary:
${texts('  ', (language) => `What category ${index} rewards, in ${language}: one clear idea, well made.`)}
accent: '#${((index * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}'
---
`,
    );
  }

  const freeYears = [];
  for (let year = firstYear; year <= lastYear && freeYears.length < years; year += 1)
    if (!used.has(String(year))) freeYears.push(year);

  let winner = 0;
  for (const year of freeYears) {
    writeFileSync(
      join(content, 'years', `${year}.md`),
      `---
year: ${year}
theme:
${texts('  ', (language) => `The theme of ${year} (${language})`)}
summary:
${texts('  ', (language) => `What the jury of ${year} looked for, in ${language}.`)}
entries: ${1000 + (year % 97) * 31}
ceremony:
  date: ${year}-11-17
  city:
${texts('    ', () => 'Amsterdam')}
jury:
  - 'Sanne de Vries'
  - 'Jonas Feldmann'
---
`,
    );
    const folder = join(content, 'winners', String(year));
    mkdirSync(folder, { recursive: true });
    for (let index = 0; index < perYear; index += 1, winner += 1) {
      writeFileSync(
        join(folder, `work-${year}-${index}.md`),
        `---
title: 'Work ${winner}'
designer: 'Designer ${winner}'
studio: 'Studio ${winner % 50}'
category: ${categoryIds[winner % categoryIds.length]}
year: ${year}
award: ${awards[index % awards.length]}
image: ../images/${images[winner % images.length]}
description:
${texts('  ', (language) => `Generated winner ${winner} of ${year}, described in ${language}.`)}
---
`,
      );
    }
  }
  return {
    categories,
    years: freeYears.length,
    winners,
    pages: (categories + freeYears.length) * sites,
  };
}
