import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { NuMessage } from './allow-list.ts';

// The W3C Nu HTML checker (the `vnu-jar` package's jar) on Debian's Java, once
// over many files: one JVM start for every document. Its own installer would
// download a Java when none is found; package.json's allowScripts keeps it
// from running, and .ci/run installs Java from Debian's packages.

const run = promisify(execFile);

export const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
export const javaPath = process.env['JAVA_PATH'] ?? 'java';

/** Every message the checker gives for `files` (it exits 1 when it found errors). */
export async function checkFiles(files: readonly string[]): Promise<NuMessage[]> {
  if (files.length === 0) return [];
  const args = ['-jar', vnuJar, '--format', 'json', '--skip-non-html', ...files];
  let output: string;
  try {
    output = (await run(javaPath, args, { maxBuffer: 256 * 1024 * 1024 })).stderr;
  } catch (error) {
    const failed = error as { stderr?: string; code?: number | string; message: string };
    if (failed.code === 'ENOENT') {
      throw new Error(
        `no Java at "${javaPath}": apt-get install default-jre-headless (or set JAVA_PATH)`,
      );
    }
    if (!failed.stderr?.trimStart().startsWith('{')) throw error;
    output = failed.stderr;
  }
  return (JSON.parse(output) as { messages: NuMessage[] }).messages;
}
