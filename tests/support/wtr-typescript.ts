// A @web/test-runner plugin: serves the element tests' TypeScript modules
// (tests/elements/*.test.ts and their support/) as JavaScript, their types
// stripped by TypeScript's own transpiler (no type check here: `astro check`
// checks them with the rest of the project). Only those: a test may fetch
// another .ts file (src/, the bundle's .d.ts) to read it as text.
import type { TestRunnerPlugin } from '@web/test-runner-core';
import ts from 'typescript';

const isTestModule = (path: string) =>
  path.startsWith('/tests/elements/') && path.endsWith('.ts') && !path.endsWith('.d.ts');

export function typescriptModules(): TestRunnerPlugin {
  return {
    name: 'typescript-modules',
    resolveMimeType({ path }) {
      return isTestModule(path) ? 'js' : undefined;
    },
    transform({ path, body }) {
      if (!isTestModule(path) || typeof body !== 'string') return undefined;
      const { outputText } = ts.transpileModule(body, {
        fileName: path,
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: true,
        },
      });
      return { body: outputText };
    },
  };
}
