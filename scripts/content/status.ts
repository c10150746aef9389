import { readContentFiles } from '../../src/microsite/content/content-files.ts';
import {
  formatTranslationStatus,
  translationStatus,
} from '../../src/microsite/content/translation-status.ts';

// `npm run content -- status [folder]`: the translation status report of the
// content of the project at `root`. A file whose front matter cannot be read
// is named at the end (`npm run check:content` says why); it is a report, so
// it never fails.

/** The report of the content at `root`, as printed. */
export function statusReport(root: string): string {
  const { files, problems } = readContentFiles(root);
  const report = formatTranslationStatus(translationStatus(files));
  if (problems.length === 0) return report;
  const unread = problems.map((problem) => `  ${problem.file}`).join('\n');
  return `${report}\n\nNot read (its front matter is not valid YAML; npm run check:content says why):\n${unread}`;
}
