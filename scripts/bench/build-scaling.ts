import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { astroBuild, type BuildPhases, type BuildRun } from './astro-build-run.ts';
import { generateContent } from './build-content.ts';
import { statFigure, valueFigure, type Figure } from './figures.ts';
import type { BenchContext } from './context.ts';
import type { Findings } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { writePlainAstroProject, type PlainAstroProject } from './plain-astro-project.ts';
import { summarize, type Summary } from './stats.ts';

// How the microsite's build time grows with the content (issue 21 "Build at
// scale"): `astro build` of a temporary copy of the project with the sample
// content, then with 1,000 and with 10,000 pages' worth of categories, years
// and winners in the eight languages added as an editor adds them
// (build-content.ts), never in the repository's own src/. Every build is cold
// (no dist/, no caches), as on a CI machine, and writes no incremental build
// cache, as a CI build need not; the largest site is then built again cold
// with that cache, and once more after one winner's Markdown file changed.
//
// Issue 37: each build is interleaved with a plain Astro build of the same
// content (./plain-astro-project.ts), and the build time per added page is
// budgeted as a ratio to the plain build's, which moves with the machine as
// the project's does; the seconds stay printed.

/** Pages added to the sample content: the build's figures are printed for each. */
export const addedPages = [1000, 10_000] as const;
/** Cold builds of the sample and of each size but the largest (which is built once). */
const buildRuns = 2;

/** Top-level entries of the repository that a build does not need. */
const notCopied = new Set([
  'node_modules',
  'dist',
  'dist-elements',
  '.git',
  '.astro',
  '.vitest',
  'reports',
  'test-results',
  'playwright-report',
  'data',
]);

// The copy links the repository's node_modules: Vite must keep the linked
// paths (or Astro's compiler cache misses), and the caches stay in the copy.
const benchConfig = `// Written by scripts/bench/build-scaling.ts in a temporary copy of the project.
import config from './astro.config.mjs';

export default {
  ...config,
  cacheDir: './.bench-cache',
  vite: {
    ...config.vite,
    cacheDir: './.bench-cache/vite',
    resolve: { ...config.vite?.resolve, preserveSymlinks: true },
  },
};
`;

function copyProject(repositoryRoot: string, copy: string): void {
  cpSync(repositoryRoot, copy, {
    recursive: true,
    filter: (source) => !notCopied.has(relative(repositoryRoot, source).split('/')[0] ?? ''),
  });
  symlinkSync(join(repositoryRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(join(copy, 'astro.bench.config.mjs'), benchConfig);
}

/** The copy's content back to the repository's sample. */
function resetContent(repositoryRoot: string, copy: string): void {
  rmSync(join(copy, 'src/content'), { recursive: true, force: true });
  cpSync(join(repositoryRoot, 'src/content'), join(copy, 'src/content'), { recursive: true });
}

/** An editor's change to one winner's Markdown file: its English description. */
function changeOneWinner(copy: string): void {
  const file = join(copy, 'src/content/winners/2023/maru-tea.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace("  en: '", "  en: 'Revised. "));
}

interface Builds {
  project: BuildRun[];
  plain: BuildRun[];
}

/** `runs` cold builds of the copy and of the plain project, in turn (each first every other run). */
async function builds(copy: string, plain: PlainAstroProject, runs: number): Promise<Builds> {
  const done: Builds = { project: [], plain: [] };
  for (let run = 0; run < runs; run += 1) {
    if (run % 2 === 1) done.plain.push(await astroBuild(plain.folder));
    done.project.push(await astroBuild(copy));
    if (run % 2 === 0) done.plain.push(await astroBuild(plain.folder));
  }
  return done;
}

const buildSeconds = (runs: readonly BuildRun[]): Summary =>
  summarize(runs.map((run) => run.seconds));

/** Milliseconds per page that `size` builds add to `base`'s (difference of medians). */
const msPerAddedPage = (size: readonly BuildRun[], base: readonly BuildRun[]): number =>
  ((buildSeconds(size).median - buildSeconds(base).median) * 1000) /
  ((size[0]?.pages ?? Number.NaN) - (base[0]?.pages ?? Number.NaN));

const phaseLabels: Record<keyof BuildPhases, string> = {
  content: 'content layer (Markdown files, front matter, image references)',
  buildInfo: "collecting Astro's build info (after the content layer)",
  bundles: 'Vite bundles (server and client)',
  pages: 'rendering the pages (Astro, Markdown pages, React SSR)',
  images: 'image optimization',
  finishing: "the project's finishing of each page (inside rendering)",
  navigationDocuments: 'of which the navigation documents (src/microsite/navigation-document.ts)',
  navigationDocumentsAfter:
    'navigation documents after the rendering (reused pages, stylesheets; inside the rest)',
};

/** Where the median build of a size spent its time. */
function phaseFigures(name: string, runs: readonly BuildRun[]): Figure[] {
  const middle = [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor((runs.length - 1) / 2)];
  if (!middle) return [];
  const startup =
    middle.seconds -
    middle.phases.content -
    middle.phases.buildInfo -
    middle.phases.bundles -
    middle.phases.pages -
    middle.phases.images;
  return [
    ...Object.entries(middle.phases).map(([phase, seconds]) =>
      valueFigure(
        `build.phase.${name}.${phase}`,
        `  ${name}: ${phaseLabels[phase as keyof BuildPhases]}`,
        's',
        seconds,
      ),
    ),
    valueFigure(
      `build.phase.${name}.rest`,
      `  ${name}: the rest (Node and Astro starting, config, build hash, moving assets, writing)`,
      's',
      startup,
    ),
  ];
}

export const buildScaling: Measurement = {
  id: 'build-scaling',
  title: 'Microsite: build time and content size',
  async run(context) {
    const copy = join(context.tempDir, 'site-copy');
    copyProject(context.repositoryRoot, copy);
    const plain = writePlainAstroProject(
      context.repositoryRoot,
      join(context.tempDir, 'plain-astro'),
    );
    try {
      return await measureBuilds(context, copy, plain);
    } finally {
      plain.cleanup();
    }
  },
};

async function measureBuilds(
  context: BenchContext,
  copy: string,
  plain: PlainAstroProject,
): Promise<Findings> {
  plain.setContent(join(copy, 'src/content'));
  context.log('build-scaling: sample content');
  const sample = await builds(copy, plain, buildRuns);
  const samplePages = sample.project[0]?.pages ?? Number.NaN;
  const figures: Figure[] = [
    statFigure(
      'build.sample',
      `astro build, sample content (${samplePages} pages)`,
      's',
      buildSeconds(sample.project),
    ),
    statFigure(
      'build.plain.sample',
      `plain Astro build, sample content (${sample.plain[0]?.pages ?? Number.NaN} pages)`,
      's',
      buildSeconds(sample.plain),
    ),
    ...phaseFigures('sample', sample.project),
  ];
  for (const added of addedPages) {
    resetContent(context.repositoryRoot, copy);
    const content = generateContent(copy, added);
    plain.setContent(join(copy, 'src/content'));
    const largest = added === addedPages.at(-1);
    context.log(
      `build-scaling: + ${content.categories} categories, ${content.years} years, ${content.winners} winners`,
    );
    const runs = await builds(copy, plain, largest ? 1 : buildRuns);
    const pages = runs.project[0]?.pages ?? Number.NaN;
    const name = String(added);
    const project = msPerAddedPage(runs.project, sample.project);
    const plainPerPage = msPerAddedPage(runs.plain, sample.plain);
    figures.push(
      // `build.generated` and `build.ms-per-added-page` keep the keys of the 1,000-page figures
      // that earlier bench runs printed, so that their JSON files compare.
      statFigure(
        added === 1000 ? 'build.generated' : `build.generated.${name}`,
        `astro build, + ${content.categories} categories, ${content.years} years, ${content.winners} winners (${pages} pages)`,
        's',
        buildSeconds(runs.project),
      ),
      statFigure(
        `build.plain.generated.${name}`,
        `plain Astro build of the same content (${runs.plain[0]?.pages ?? Number.NaN} pages)`,
        's',
        buildSeconds(runs.plain),
      ),
      valueFigure(
        added === 1000 ? 'build.ms-per-added-page' : `build.ms-per-added-page.${name}`,
        `build time per added page, ${name} added (difference of medians from the sample)`,
        'ms',
        project,
      ),
      valueFigure(
        `build.plain.ms-per-added-page.${name}`,
        `plain Astro build: time per added page, ${name} added`,
        'ms',
        plainPerPage,
      ),
      valueFigure(
        `build.per-page-ratio.${name}`,
        `build time per added page ÷ the plain Astro build's, ${name} added`,
        'ratio',
        project / plainPerPage,
      ),
      ...phaseFigures(name, runs.project),
    );
    if (largest) {
      const cached = await astroBuild(copy, { incremental: true });
      changeOneWinner(copy);
      const rebuild = await astroBuild(copy, { warm: true, incremental: true });
      figures.push(
        valueFigure(
          'build.cold-with-cache',
          `astro build, ${name} added, writing the incremental build cache (${cached.pages} pages)`,
          's',
          cached.seconds,
        ),
        valueFigure(
          'build.rebuild-one-change',
          `second build after one winner's Markdown file changed (${name} added; dist/ and caches kept; ${rebuild.rendered} of ${rebuild.pages} pages rendered again)`,
          's',
          rebuild.seconds,
        ),
        ...phaseFigures('rebuild', [rebuild]),
      );
    }
  }
  return {
    figures,
    notes: [
      `Cold builds (no dist/, no caches, INCREMENTAL_BUILD=0 as on CI) of a temporary copy that links node_modules, ${buildRuns} runs of the sample and of 1,000 added pages, 1 of the largest; wall clock including Astro's start. Phases as Astro's log and the microsite's integration print them.`,
      "The second build: Astro's experimental.incrementalBuild renders again only the pages whose getStaticPaths() cacheKey (a digest of the content each shows) or code changed, and the home, error and about pages; the others are copied from its cache. The build hash leaves the content out (src/microsite/build/build-hash.ts), so that a Markdown change does not change the client code (docs/architecture.md §5b).",
      "Plain Astro build (issue 37): a minimal Astro project in a temporary folder with the project's installed astro and Astro's defaults, no integration, island or CSS, building the same Markdown files into a home, a page per year and a page per category in each of the eight languages, with the same texts and winner cards (scripts/bench/plain-astro-project.ts); cold, each run interleaved with the project's build. The budget is the ratio of the times per added page at 10,000 pages; the seconds are printed, not budgeted.",
    ],
  };
}
