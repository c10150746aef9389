import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A copy of the project in a temporary folder, for the tests that run Astro
// itself (`astro dev`, `astro build`) on content an editor has changed,
// without touching the real one: the sources and the configuration copied,
// the packages linked, Astro's and Vite's caches kept in the copy.
// `remove()` is the cleanup.

export const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** Astro's command line, to run with `process.execPath`. */
export const astroBin = join(repo, 'node_modules/astro/bin/astro.mjs');

export interface ProjectCopy {
  /** The copy's folder. */
  root: string;
  /** The configuration to run Astro with (`--config`), relative to the copy. */
  config: string;
  /** Writes `text` to `file` (relative to the copy), making its folders. */
  write(file: string, text: string): void;
  /** Replaces `pattern` in `file`; throws when it is not there, so that a fixture cannot silently stay as it was. */
  edit(file: string, pattern: RegExp, replacement: string): void;
  remove(): void;
}

export function copyProject(prefix: string): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of ['src', 'markets', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
    cpSync(join(repo, entry), join(root, entry), { recursive: true });
  }
  // One link to the project's packages (Astro follows a linked package
  // outside the root to its own folder).
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  const config = 'astro.test.config.mjs';
  writeFileSync(
    join(root, config),
    [
      "import config from './astro.config.mjs';",
      'export default {',
      '  ...config,',
      "  cacheDir: './.cache/astro',",
      // Astro's packages stay under the copy's root (through the link), as in a real project.
      "  vite: { ...config.vite, cacheDir: './.cache/vite', resolve: { preserveSymlinks: true } },",
      '};',
    ].join('\n'),
  );
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  return {
    root,
    config,
    write,
    edit(file, pattern, replacement) {
      const text = readFileSync(join(root, file), 'utf8');
      if (!pattern.test(text)) throw new Error(`No ${String(pattern)} in ${file}.`);
      write(file, text.replace(pattern, replacement));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A plain environment for Astro: under Vitest's (NODE_ENV=test, its loader options) Astro would not serve or build its pages. */
export function astroEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'USER'];
  return {
    ...Object.fromEntries(
      kept.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    ),
    FORCE_COLOR: '0',
    ASTRO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}
