import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { checkContentFolder } from './check-content.ts';
import type { ContentFile } from './content-files.ts';
import { formatProblems } from './content-problem.ts';
import { filesLeftOut } from './left-out-files.ts';

// The dev server's loader context for one collection (checked-loader.ts):
// the files with a problem, and the winners of a year or category left out,
// are neither validated by Astro (which printed each problem twice) nor
// stored (so that a missing image does not break every page). After each
// change of a file, the collection is settled: what is now left out is
// removed, and what no longer is (a winner whose year file was fixed) is
// stored again. The terminal prints the collection's problems once a change.

type StoredEntry = Parameters<LoaderContext['store']['set']>[0];

export interface DevLoaderContext {
  /** The context to give the loader. */
  context: LoaderContext;
  /** Removes what is left out from the store and adds back what no longer is. */
  settle(): Promise<void>;
}

export function devLoaderContext(context: LoaderContext, base: string): DevLoaderContext {
  const root = fileURLToPath(context.config.root);
  const { store } = context;
  const contentFolder = join(root, 'src/content');
  let state: { files: ContentFile[]; leftOut: Set<string> } | undefined;
  let reported = '';
  const current = () => {
    if (!state) {
      const { files, problems } = checkContentFolder(root);
      state = { files, leftOut: filesLeftOut(files, problems) };
      // Each problem once: printed when it appears, not again on every change.
      const own = formatProblems(problems.filter((problem) => problem.file.startsWith(`${base}/`)));
      if (own !== '' && own !== reported) {
        context.logger.warn(`left out of the preview until fixed (their pages show why):\n${own}`);
      }
      reported = own;
    }
    return state;
  };
  const isLeftOut = (file: string | undefined) => file !== undefined && current().leftOut.has(file);
  const projectFile = (path: string) => relative(root, path).split(sep).join('/');

  async function settle() {
    for (const [id, entry] of store.entries()) if (isLeftOut(entry.filePath)) store.delete(id);
    const { files, leftOut } = current();
    for (const file of files) {
      if (!file.file.startsWith(`${base}/`) || leftOut.has(file.file) || store.has(file.id))
        continue;
      const filePath = join(root, file.file);
      const data = await context.parseData({ id: file.id, data: file.data, filePath });
      const digest = context.generateDigest(readFileSync(filePath, 'utf8'));
      store.set({ id: file.id, data, body: file.body, filePath: file.file, digest });
    }
  }

  // The loader's own handler of a change first (it reads the changed file), then the rest settles.
  const settling =
    (handler: (...args: unknown[]) => unknown) =>
    async (...args: unknown[]) => {
      // A content file or an image changed: check again.
      if (String(args[0]).startsWith(contentFolder)) state = undefined;
      await handler(...args);
      await settle();
    };
  const watcher =
    context.watcher &&
    new Proxy(context.watcher, {
      get(target, property) {
        if (property === 'on') {
          return (event: string, handler: (...args: unknown[]) => unknown) =>
            target.on(event, settling(handler));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  const guardedStore = new Proxy(store, {
    get(target, property) {
      if (property === 'set') {
        return (entry: StoredEntry) => {
          if (!isLeftOut(entry.filePath)) return target.set(entry);
          target.delete(entry.id);
          return false;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  return {
    settle,
    context: {
      ...context,
      store: guardedStore,
      ...(watcher ? { watcher } : {}),
      parseData: async (props) =>
        props.filePath && isLeftOut(projectFile(props.filePath))
          ? props.data
          : context.parseData(props),
    },
  };
}
