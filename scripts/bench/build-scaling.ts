import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { statFigure, valueFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { summarize } from './stats.ts';

// How the microsite's build time grows with the content: `astro build` of a
// temporary copy of the project with the sample content, then with 1,000
// generated pages added (Markdown pages on the editors' ContentPage layout,
// docs/editors.md "Add a page"). Never in the repository's own src/. Every
// build is cold (no dist/, no caches), as on a CI machine.

export const generatedPageCount = 1000;
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

/** `count` Markdown pages under /best-design-awards/generated/. */
export function generatePages(copy: string, count: number): void {
  const folder = join(copy, 'src/pages/best-design-awards/generated');
  mkdirSync(folder, { recursive: true });
  for (let index = 1; index <= count; index += 1) {
    const id = String(index).padStart(4, '0');
    writeFileSync(
      join(folder, `page-${id}.md`),
      `---
layout: ../../../layouts/ContentPage.astro
title: 'Generated page ${id}'
description: 'A generated page of the build benchmark, number ${index} of ${count}.'
---

This page is one of ${count} that the benchmark adds to measure how the build grows with the content.
It has a few paragraphs, a list and links, like the pages editors write.

## The jury's notes

Entry ${index} was judged on **the idea**, **the craft** and **the client**. The
[winners of every year](/best-design-awards/#years) are on the home page.

1. The idea: one clear thought.
2. The craft: drawn and set with care.
3. The client: it did the job.

## Next

Read [about the awards](/best-design-awards/about/) or the [next page](/best-design-awards/generated/page-${String((index % count) + 1).padStart(4, '0')}/).
`,
    );
  }
}

/** A cold build of the copy; its wall-clock time in seconds and the page count Astro reports. */
function timedBuild(copy: string): Promise<{ seconds: number; pages: number }> {
  for (const folder of ['dist', '.astro', '.bench-cache'])
    rmSync(join(copy, folder), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      join(copy, 'node_modules/.bin/astro'),
      ['build', '--config', 'astro.bench.config.mjs'],
      {
        cwd: copy,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0)
        return reject(
          new Error(`astro build failed in the copy (exit ${code}):\n${output.slice(-3000)}`),
        );
      const pages = Number(/(\d+) page\(s\) built/.exec(output)?.[1] ?? Number.NaN);
      resolve({ seconds, pages });
    });
  });
}

async function builds(copy: string): Promise<{ seconds: number[]; pages: number }> {
  const seconds: number[] = [];
  let pages = Number.NaN;
  for (let run = 0; run < buildRuns; run += 1) {
    const result = await timedBuild(copy);
    seconds.push(result.seconds);
    pages = result.pages;
  }
  return { seconds, pages };
}

export const buildScaling: Measurement = {
  id: 'build-scaling',
  title: 'Microsite: build time and content size',
  async run(context) {
    const copy = join(context.tempDir, 'site-copy');
    copyProject(context.repositoryRoot, copy);
    const sample = await builds(copy);
    generatePages(copy, generatedPageCount);
    const generated = await builds(copy);
    const sampleTime = summarize(sample.seconds);
    const generatedTime = summarize(generated.seconds);
    const added = generated.pages - sample.pages;
    return {
      figures: [
        statFigure(
          'build.sample',
          `astro build, sample content (${sample.pages} pages)`,
          's',
          sampleTime,
        ),
        statFigure(
          'build.generated',
          `astro build, + ${generatedPageCount} generated pages (${generated.pages} pages)`,
          's',
          generatedTime,
        ),
        valueFigure('build.pages.sample', 'pages built, sample content', 'count', sample.pages),
        valueFigure(
          'build.pages.generated',
          'pages built, with the generated pages',
          'count',
          generated.pages,
        ),
        valueFigure(
          'build.ms-per-added-page',
          'build time per added page (difference of medians)',
          'ms',
          ((generatedTime.median - sampleTime.median) * 1000) / added,
        ),
      ],
      notes: [
        `Cold builds (no dist/, no caches) of a temporary copy that links node_modules, ${buildRuns} runs each; wall clock including Astro's start.`,
      ],
    };
  },
};
