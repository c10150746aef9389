import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import type { BudgetResult } from './budget-result.ts';
import type { Section } from './figures.ts';
import type { BenchOptions } from './options.ts';
import type { OutsideAgreement } from './outside/outside-comparison.ts';

// The same figures as the table, as JSON, so that two runs can be compared
// figure by figure (every figure has a stable key). reports/ is ignored by git.

export interface BenchReport {
  options: BenchOptions;
  seconds: number;
  sections: Section[];
  budgets: BudgetResult[];
  /** With --outside: each budget with an outside counterpart, judged on both. */
  outside?: OutsideAgreement[];
  errors: { id: string; message: string }[];
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** Writes the report; returns its path. */
export function writeJsonReport(path: string, report: BenchReport): string {
  mkdirSync(dirname(path), { recursive: true });
  const document = {
    version: 1,
    date: new Date().toISOString(),
    commit: commit(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? null,
      memoryBytes: totalmem(),
      node: process.version,
    },
    ...report,
  };
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  return path;
}
