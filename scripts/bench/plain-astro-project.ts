import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { languages } from './build-content.ts';

// Issue 37's reference for the build time: a plain Astro project in a
// temporary folder that builds the microsite's content (the same Markdown
// files, sample and generated) into as many pages, each with the same text:
// per language, a home listing the years and categories, a page per year and
// per category with their winners' cards (title, designer, studio, category,
// description, image). Astro's defaults, the project's installed astro (the
// repository's node_modules linked, as the bench's copy of the project links
// it, ./build-scaling.ts), no integration, no island, no CSS. The microsite's
// build time per added page is read against this one's, measured in the same
// run, interleaved: a ratio that holds on a slower or faster machine.

/** The same file name as the copy's, so that ./astro-build-run.ts builds either. */
const config = `// Written by scripts/bench/plain-astro-project.ts: Astro's defaults.
export default {
  cacheDir: './.bench-cache',
  vite: { cacheDir: './.bench-cache/vite', resolve: { preserveSymlinks: true } },
};
`;

const contentConfig = `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const text = z.record(z.string(), z.string());

export const collections = {
  categories: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/categories' }),
    schema: z.looseObject({ order: z.number().optional(), name: text, summary: text }),
  }),
  years: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/years' }),
    schema: z.looseObject({ year: z.number(), theme: text, summary: text }),
  }),
  winners: defineCollection({
    loader: glob({ pattern: '*/*.md', base: './src/content/winners' }),
    schema: ({ image }) =>
      z.looseObject({
        title: z.union([z.string(), text]),
        designer: z.string(),
        studio: z.string().optional(),
        category: z.string(),
        year: z.number(),
        award: z.string(),
        image: image(),
        description: text,
      }),
  }),
};
`;

const awardsModule = `import { getCollection } from 'astro:content';

export const languages = ${JSON.stringify(languages)};
export const pick = (text, language) =>
  typeof text === 'string' ? text : (text[language] ?? text.en);
export const siteOf = (language) => (language === 'en' ? undefined : language);
export const href = (language, ...parts) =>
  '/' + [siteOf(language), ...parts].filter(Boolean).join('/') + '/';

/** The content, read once per build (as any site's data module would) and grouped for the pages. */
let awards;
export function loadAwards() {
  awards ??= Promise.all([
    getCollection('categories'),
    getCollection('years'),
    getCollection('winners'),
  ]).then(([categories, years, winners]) => {
    const group = (key) => {
      const groups = new Map();
      for (const winner of winners) {
        const value = winner.data[key];
        groups.set(value, [...(groups.get(value) ?? []), winner]);
      }
      return groups;
    };
    return {
      categories: categories.sort((a, b) => (a.data.order ?? 1e9) - (b.data.order ?? 1e9)),
      categoryById: new Map(categories.map((category) => [category.id, category])),
      years: years.sort((a, b) => b.data.year - a.data.year),
      winnersByYear: group('year'),
      winnersByCategory: group('category'),
    };
  });
  return awards;
}

export async function pathsFor(items, params) {
  return languages.flatMap((language) =>
    items.map((item) => ({ params: { site: siteOf(language), ...params(item) }, props: { language, item } })),
  );
}
`;

const layout = `---
const { language, title } = Astro.props;
---
<html lang={language}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
  </head>
  <body>
    <main><slot /></main>
  </body>
</html>
`;

const winnerCard = `---
import { href, pick } from '../awards.js';
const { winner, categoryById, language } = Astro.props;
const category = categoryById.get(winner.data.category);
const title = pick(winner.data.title, language);
---
<article>
  <img src={winner.data.image.src} width={winner.data.image.width} height={winner.data.image.height} alt={title} loading="lazy" decoding="async" />
  <p>{winner.data.award} · <a href={href(language, 'categories', winner.data.category)}>{category ? pick(category.data.name, language) : winner.data.category}</a></p>
  <h3>{title}</h3>
  <p>{winner.data.designer}{winner.data.studio && \`, \${winner.data.studio}\`}</p>
  <p>{pick(winner.data.description, language)}</p>
</article>
`;

const homePage = `---
import Layout from '../../layouts/Layout.astro';
import { href, languages, loadAwards, pick, siteOf } from '../../awards.js';
export function getStaticPaths() {
  return languages.map((language) => ({ params: { site: siteOf(language) }, props: { language } }));
}
const { language } = Astro.props;
const { categories, years } = await loadAwards();
---
<Layout language={language} title="Best Design Awards">
  <h1>Best Design Awards</h1>
  <h2>Years</h2>
  <ul>{years.map((year) => <li><a href={href(language, String(year.data.year))}>{year.data.year}: {pick(year.data.theme, language)}</a></li>)}</ul>
  <h2>Categories</h2>
  <ul>{categories.map((category) => <li><a href={href(language, 'categories', category.id)}>{pick(category.data.name, language)}</a></li>)}</ul>
</Layout>
`;

const yearPage = `---
import Layout from '../../../layouts/Layout.astro';
import WinnerCard from '../../../components/WinnerCard.astro';
import { loadAwards, pathsFor, pick } from '../../../awards.js';
export async function getStaticPaths() {
  const { years } = await loadAwards();
  return pathsFor(years, (year) => ({ year: String(year.data.year) }));
}
const { language, item: year } = Astro.props;
const { categoryById, winnersByYear } = await loadAwards();
const shown = winnersByYear.get(year.data.year) ?? [];
---
<Layout language={language} title={\`\${year.data.year}: \${pick(year.data.theme, language)}\`}>
  <h1>{year.data.year}: {pick(year.data.theme, language)}</h1>
  <p>{pick(year.data.summary, language)}</p>
  {shown.map((winner) => <WinnerCard winner={winner} categoryById={categoryById} language={language} />)}
</Layout>
`;

const categoryPage = `---
import Layout from '../../../../layouts/Layout.astro';
import WinnerCard from '../../../../components/WinnerCard.astro';
import { loadAwards, pathsFor, pick } from '../../../../awards.js';
export async function getStaticPaths() {
  const { categories } = await loadAwards();
  return pathsFor(categories, (category) => ({ category: category.id }));
}
const { language, item: category } = Astro.props;
const { categoryById, years, winnersByCategory } = await loadAwards();
const shown = winnersByCategory.get(category.id) ?? [];
---
<Layout language={language} title={pick(category.data.name, language)}>
  <h1>{pick(category.data.name, language)}</h1>
  <p>{pick(category.data.summary, language)}</p>
  {years.map((year) => {
    const ofYear = shown.filter((winner) => winner.data.year === year.data.year);
    return ofYear.length > 0 && (
      <section>
        <h2>{year.data.year}</h2>
        {ofYear.map((winner) => <WinnerCard winner={winner} categoryById={categoryById} language={language} />)}
      </section>
    );
  })}
</Layout>
`;

const files: Record<string, string> = {
  'package.json': '{ "name": "plain-awards", "private": true, "type": "module" }\n',
  'astro.bench.config.mjs': config,
  'src/content.config.ts': contentConfig,
  'src/awards.js': awardsModule,
  'src/layouts/Layout.astro': layout,
  'src/components/WinnerCard.astro': winnerCard,
  'src/pages/[...site]/index.astro': homePage,
  'src/pages/[...site]/[year]/index.astro': yearPage,
  'src/pages/[...site]/categories/[category]/index.astro': categoryPage,
};

export interface PlainAstroProject {
  folder: string;
  /** Its content becomes `content` (a copy of the bench's copy's src/content). */
  setContent(content: string): void;
  cleanup(): void;
}

/** Writes the plain project into `folder`, linking the repository's node_modules. */
export function writePlainAstroProject(repositoryRoot: string, folder: string): PlainAstroProject {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  symlinkSync(join(repositoryRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  const contentFolder = join(folder, 'src/content');
  return {
    folder,
    setContent(content) {
      rmSync(contentFolder, { recursive: true, force: true });
      cpSync(content, contentFolder, { recursive: true });
    },
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}
