import type { Rule } from 'eslint';
import type { Node } from 'estree';
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import ts from 'typescript';

// ESLint rule `project/no-import-cycle`: no module reaches itself again through
// its imports. Every kind of import counts: values, `import type`, `export …
// from` and `import()`. eslint-plugin-import-x's no-cycle skips type-only
// imports (they cost nothing at run time), but a cycle of types still ties two
// modules into one unit that cannot be read, moved or tested on its own, and
// three of the four cycles issue 17 found had a type-only side. Modules are
// resolved as TypeScript resolves them (tsconfig.json), through its public API.

const root = dirname(dirname(import.meta.dirname));
const sourceFile = /\.(?:ts|tsx|mts|js|mjs)$/;

let compilerOptions: ts.CompilerOptions | undefined;
function options(): ts.CompilerOptions {
  if (!compilerOptions) {
    const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
    const config = configFile ? ts.readConfigFile(configFile, ts.sys.readFile).config : {};
    compilerOptions = ts.parseJsonConfigFileContent(config ?? {}, ts.sys, root).options;
  }
  return compilerOptions;
}

/** The project module that `specifier` in `importer` names; undefined for packages and other files. */
function resolve(specifier: string, importer: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, importer, options(), ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return undefined;
  const file = resolved.resolvedFileName;
  if (!sourceFile.test(file) || file.endsWith('.d.ts') || file.includes('/node_modules/')) {
    return undefined;
  }
  return file;
}

// Each module's imports, read from disk once per lint run (again if the file changed).
const importsCache = new Map<string, { mtimeMs: number; imports: string[] }>();

function importsOf(file: string): string[] {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(importedFiles.flatMap(({ fileName }) => resolve(fileName, file) ?? [])),
  ];
  importsCache.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `target`, or undefined. */
function pathBack(start: string, target: string): string[] | undefined {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const imported of importsOf(next)) {
      if (imported === target) {
        const chain = [next];
        for (let step = cameFrom.get(next); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(imported)) {
        cameFrom.set(imported, next);
        queue.push(imported);
      }
    }
  }
  return undefined;
}

export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid imports (of values or types) that lead back to the importing module',
    },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need to a module that both import (README.md, "Layers").',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!sourceFile.test(file)) return {};
    const check = (node: Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const imported = resolve(source, file);
      if (!imported || imported === file) return;
      const chain = pathBack(imported, file);
      if (!chain) return;
      const names = [file, ...chain, file].map((each) => relative(root, each));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};
