import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { copyLibFiles, libDirPath } from '@qwik.dev/partytown/utils';
import { basePath } from '../base-path.ts';
import { browserSwapsPlugin } from '../hydration/browser-swaps-plugin.ts';
import { reactChunkPlugin } from '../hydration/react-chunk-plugin.ts';
import { partytownLibPath } from '../third-party-scripts/partytown-paths.ts';
import { assetUrl } from './asset-url.ts';
import { computeBuildHash } from './build-hash.ts';
import { removeDraftPages } from './draft-pages.ts';
import { pageFinishing } from './page-finishing.ts';
import { navigationDocumentWriter } from './write-navigation-documents.ts';

// What the microsite adds to the Astro build:
// - the build hash, compiled into the client code (`__MICROSITE_BUILD_HASH__`)
//   and written to app-data.json by src/pages/best-design-awards/app-data.json.ts;
// - the Partytown library files under the base path (off-main-thread scripts),
//   copied into dist/ after the build and served from node_modules in dev;
// - the `client:interaction` directive (src/microsite/hydration/): islands
//   that hydrate on the visitor's first interaction rather than on idle, and
//   in the browser with lighter modules (browser-swaps-plugin.ts) and React
//   in one chunk (react-chunk-plugin.ts);
// - smaller pages, in builds: Astro's inline island scripts moved into one
//   file, the design tokens written in place, by a middleware as Astro renders
//   each page (page-finishing.ts); the script files written after the build,
//   and kept in Astro's cache folder for the pages that a later incremental
//   build reuses instead of rendering (experimental.incrementalBuild);
// - beside each page, its navigation document, which the router fetches when
//   the reader comes from a page of the same site (navigation-document.ts).

export function micrositeIntegration(): AstroIntegration {
  const finishing = pageFinishing();
  let assetsFolder = '_astro';
  let scriptsCache = '';
  let root = process.cwd();
  return {
    name: 'best-design-awards',
    hooks: {
      'astro:config:setup': ({
        config,
        command,
        updateConfig,
        addClientDirective,
        addMiddleware,
        logger,
      }) => {
        root = fileURLToPath(config.root);
        const buildHash = computeBuildHash(root);
        logger.info(`build hash ${buildHash}`);
        updateConfig({
          vite: {
            define: { __MICROSITE_BUILD_HASH__: JSON.stringify(buildHash) },
            plugins: [browserSwapsPlugin(), reactChunkPlugin()],
          },
        });
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(
            new URL('../hydration/interaction-directive.ts', import.meta.url),
          ),
        });
        if (command === 'build') {
          addMiddleware({
            entrypoint: new URL('./finish-pages-middleware.ts', import.meta.url),
            order: 'post',
          });
        }
      },
      'astro:config:done': ({ config }) => {
        finishing.assetUrl = (fileName) => assetUrl(config, fileName);
        assetsFolder = config.build.assets;
        scriptsCache = fileURLToPath(
          new URL('./best-design-awards/island-scripts/', config.cacheDir),
        );
        finishing.navigationDocuments = navigationDocumentWriter({
          outDir: fileURLToPath(config.outDir),
          basePath,
          assetsFolder: fileURLToPath(new URL(`./${assetsFolder}/`, config.outDir)),
          assetUrl: (fileName) => assetUrl(config, fileName),
          cacheFolder: config.experimental.incrementalBuild
            ? fileURLToPath(new URL('./best-design-awards/navigation-documents/', config.cacheDir))
            : undefined,
        });
        finishing.scripts.clear();
        finishing.pages = 0;
        finishing.milliseconds = 0;
      },
      'astro:server:setup': ({ server }) => {
        const lib = libDirPath();
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? '').split('?')[0] ?? '';
          if (!path.startsWith(partytownLibPath)) return next();
          const file = join(lib, path.slice(partytownLibPath.length));
          if (!file.startsWith(lib) || !existsSync(file)) return next();
          response.setHeader(
            'Content-Type',
            file.endsWith('.html') ? 'text/html' : 'text/javascript',
          );
          createReadStream(file).pipe(response);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = fileURLToPath(new URL(`.${partytownLibPath}`, dir));
        await copyLibFiles(target, { debugDir: false });
        logger.info(`partytown library copied to ${target}`);
        const folder = fileURLToPath(new URL(`./${assetsFolder}/`, dir));
        await mkdir(folder, { recursive: true });
        // A page an incremental build reused loads the script file of the build that rendered it.
        const earlier = await readdir(scriptsCache).catch(() => []);
        for (const fileName of earlier)
          if (!finishing.scripts.has(fileName))
            finishing.scripts.set(fileName, await readFile(join(scriptsCache, fileName), 'utf8'));
        await mkdir(scriptsCache, { recursive: true });
        for (const [fileName, content] of finishing.scripts) {
          await writeFile(join(folder, fileName), content);
          await writeFile(join(scriptsCache, fileName), content);
        }
        const documents = await finishing.navigationDocuments?.finish();
        // Last, once the navigation documents are written too.
        const drafts = removeDraftPages(root, fileURLToPath(dir));
        if (drafts.length > 0) logger.info(`draft pages left out: ${drafts.join(', ')}`);
        // scripts/bench/build-scaling.ts reads these lines.
        logger.info(
          `${finishing.pages} pages finished in ${Math.round(finishing.milliseconds)} ms; island scripts in ${[...finishing.scripts.keys()].join(', ')}`,
        );
        if (documents) {
          const { rendered, reused, renderedMilliseconds, afterMilliseconds } = documents;
          logger.info(
            `navigation documents: ${rendered} of rendered pages in ${Math.round(renderedMilliseconds)} ms, ${reused} of reused pages and the stylesheets in ${Math.round(afterMilliseconds)} ms`,
          );
        }
      },
    },
  };
}
