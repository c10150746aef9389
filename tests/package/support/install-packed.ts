// Packs the repository as `npm pack` does (from the built dist-elements/; run
// `npm run build:elements` first) and installs the tarball into an empty
// project of its own, with the package's declared dependencies and nothing
// else: what a template author's project gets from `npm install`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

export interface InstalledPackage {
  /** The temporary folder: the tarball and the consumer project. */
  folder: string;
  tarball: string;
  /** The paths in the tarball, as `npm pack` lists them. */
  files: string[];
  /** The consumer project, with `node_modules/site-shell` installed from the tarball. */
  consumer: string;
  /** `node_modules/site-shell` in the consumer. */
  installed: string;
  remove(): void;
}

export function packAndInstall(): InstalledPackage {
  if (!existsSync(resolve(root, 'dist-elements/.built'))) {
    throw new Error('dist-elements/ is not built: run `npm run build:elements` first.');
  }
  const folder = mkdtempSync(join(tmpdir(), 'site-shell-package-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', folder], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error('npm pack listed no package');
  const tarball = join(folder, packed.filename);
  const consumer = join(folder, 'consumer');
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'template-project', private: true, type: 'module' }),
  );
  // The dependencies' tarballs are in npm's cache after the repository's own
  // `npm install`; --prefer-offline asks the registry only for what the cache
  // lacks (their metadata, on a fresh machine).
  execFileSync(
    'npm',
    ['install', tarball, '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: consumer, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return {
    folder,
    tarball,
    files: packed.files.map((file) => file.path).sort(),
    consumer,
    installed: join(consumer, 'node_modules/site-shell'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
