import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMarketsFolder } from '../../../src/markets/load.ts';

// Temporary folders holding copies of real market files, one thing broken in
// each. Every helper returns what it made; `removeAll` is the cleanup.

export type Json = Record<string, unknown> & {
  capabilities: Record<string, unknown>;
  emails: Record<string, unknown>;
  phone: Record<string, unknown>;
};

export interface TempFolders {
  /** A new empty folder. */
  folder(): string;
  /** Copies `markets/<site>.json` into `folder` as `name`, changed by `edit`; returns its path. */
  copy(folder: string, site: string, edit?: (data: Json) => void, name?: string): string;
  /** Writes `text` as `name` into `folder`; returns its path. */
  write(folder: string, name: string, text: string): string;
  removeAll(): void;
}

export function realMarketText(site: string): string {
  return readFileSync(join(defaultMarketsFolder, `${site}.json`), 'utf8');
}

export function createTempFolders(): TempFolders {
  const made: string[] = [];
  const write = (folder: string, name: string, text: string) => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };
  return {
    folder() {
      const folder = mkdtempSync(join(tmpdir(), 'markets-'));
      made.push(folder);
      return folder;
    },
    copy(folder, site, edit, name = `${site}.json`) {
      const data = JSON.parse(realMarketText(site)) as Json;
      edit?.(data);
      return write(folder, name, JSON.stringify(data, null, 2));
    },
    write,
    removeAll() {
      for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
    },
  };
}
