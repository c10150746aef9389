import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { checkContentFolder } from './check-content.ts';
import { cachedWhileContentUnchanged } from './content-check-cache.ts';
import { ContentProblemsError } from './content-problem.ts';
import { devLoaderContext } from './dev-loader-context.ts';

// Astro validates one entry at a time: a build stopped at the first bad file
// (three mistakes took three builds), and the dev server printed each
// problem twice in the terminal and answered 404 (or 500, for a missing
// image) in the browser. The collections' loaders are wrapped:
// - in a build, before Astro reads any of them, the whole content is
//   checked (check-content.ts) and a build with problems stops with all of
//   them in one message;
// - in the dev server (which has a file watcher), a file with a problem is
//   left out of its collection (dev-loader-context.ts), so that every other
//   page works, and the pages that show it throw its problems into the
//   browser (dev-content-errors.ts).

/** The content check, once for the three collections of a build (content-check-cache.ts). */
const checkContent = cachedWhileContentUnchanged(checkContentFolder);

/** Throws every problem of the content, if there are any. */
function checkAll(context: LoaderContext): void {
  const { problems } = checkContent(fileURLToPath(context.config.root));
  if (problems.length > 0) throw new ContentProblemsError(problems);
}

/** `loader` of the files in `base` (relative to the project), which first checks all the awards content. */
export function checkedLoader(loader: Loader, base: string): Loader {
  return {
    ...loader,
    load: async (context) => {
      if (context.watcher) {
        const dev = devLoaderContext(context, base);
        await loader.load(dev.context);
        await dev.settle();
        return;
      }
      // Each collection's loader asks for the check of all of it, which runs once: Astro
      // loads them together and reports the first failure, so the build prints it once.
      checkAll(context);
      await loader.load(context);
    },
  };
}
