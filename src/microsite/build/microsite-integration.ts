import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import { copyLibFiles, libDirPath } from '@qwik.dev/partytown/utils';
import { partytownLibPath } from '../scripts/partytown-paths.ts';
import { computeBuildHash } from './build-hash.ts';
import { finishPages } from './finish-pages.ts';

// What the microsite adds to the Astro build:
// - the build hash, compiled into the client code (`__MICROSITE_BUILD_HASH__`)
//   and written to app-data.json by src/pages/best-design-awards/app-data.json.ts;
// - the Partytown library files under the base path (off-main-thread scripts),
//   copied into dist/ after the build and served from node_modules in dev;
// - the `client:interaction` directive (src/microsite/hydration/): islands
//   that hydrate on the visitor's first interaction rather than on idle;
// - smaller pages: Astro's inline island scripts moved into one file, the
//   design tokens written in place (finish-pages.ts).

export function micrositeIntegration(): AstroIntegration {
  let config: AstroConfig | undefined;
  return {
    name: 'best-design-awards',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, addClientDirective, logger }) => {
        const buildHash = computeBuildHash(fileURLToPath(config.root));
        logger.info(`build hash ${buildHash}`);
        updateConfig({ vite: { define: { __MICROSITE_BUILD_HASH__: JSON.stringify(buildHash) } } });
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(
            new URL('../hydration/interaction-directive.ts', import.meta.url),
          ),
        });
      },
      'astro:config:done': ({ config: done }) => {
        config = done;
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
        if (!config) throw new Error('astro:config:done did not run');
        const finished = await finishPages(dir, config);
        logger.info(
          `${finished.pages} pages finished; island scripts in ${finished.scripts.join(', ')}`,
        );
      },
    },
  };
}
