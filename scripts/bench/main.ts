// `npm run bench`: what the product costs its users, measured in one run on
// this machine (issue 8; README "Benchmark"). Prints a table, writes the same
// figures as JSON (reports/bench.json), checks the budgets and exits 1 when
// one is missed (2 when a measurement could not run).

import { resolve } from 'node:path';
import { checkBudgets } from './budgets.ts';
import { ensureBuilt } from './build-outputs.ts';
import { createContext } from './context.ts';
import { figureIndex, type Section } from './figures.ts';
import { measurements } from './measurements.ts';
import { parseOptions, usage } from './options.ts';
import { writeJsonReport } from './json-report.ts';
import { agreementTable, outsideAgreements, outsideTable } from './outside/outside-comparison.ts';
import { budgetTable, sectionTable } from './table.ts';

const repositoryRoot = resolve(import.meta.dirname, '../..');

async function main(): Promise<number> {
  const ids = measurements.map((measurement) => measurement.id);
  const options = parseOptions(process.argv.slice(2), ids);
  if (options === 'help') {
    console.log(usage(ids));
    return 0;
  }
  const started = performance.now();
  ensureBuilt(repositoryRoot, options.build);
  const context = createContext(repositoryRoot, options);
  const sections: Section[] = [];
  const errors: { id: string; message: string }[] = [];
  try {
    for (const measurement of measurements.filter((m) => options.selected.includes(m.id))) {
      const at = performance.now();
      context.log(`${measurement.id}: ${measurement.title}…`);
      try {
        const findings = await measurement.run(context);
        const section = { id: measurement.id, title: measurement.title, ...findings };
        sections.push(section);
        console.log(sectionTable(section));
        context.log(`${measurement.id}: done in ${((performance.now() - at) / 1000).toFixed(1)} s`);
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        errors.push({ id: measurement.id, message });
        console.log(`\n== ${measurement.title} [${measurement.id}] ==\nERROR ${message}`);
      }
    }
  } finally {
    await context.close();
  }

  const index = figureIndex(sections);
  const results = checkBudgets(index);
  console.log(budgetTable(results));
  // --outside: its figures beside the bench's own, and the budgets judged on both.
  const outside = sections.some((section) => section.id === 'outside')
    ? outsideAgreements(index, results)
    : undefined;
  if (outside) console.log(`${outsideTable(index)}\n${agreementTable(outside)}`);
  const seconds = (performance.now() - started) / 1000;
  const jsonPath = writeJsonReport(resolve(repositoryRoot, options.json), {
    options,
    seconds,
    sections,
    budgets: results,
    ...(outside ? { outside } : {}),
    errors,
  });
  console.log(`\n${sections.length} measurement(s) in ${seconds.toFixed(0)} s; JSON: ${jsonPath}`);
  if (errors.length > 0) {
    console.log(
      `${errors.length} measurement(s) failed to run: ${errors.map((e) => e.id).join(', ')}`,
    );
    return 2;
  }
  return results.some((result) => result.status === 'fail') ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
