import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../../tests/support/engines/chromium.ts';

// One Lighthouse run as an outsider makes it (issue 37): Lighthouse's
// default configuration (mobile, simulated throttling, every category), no
// flag of ours, a Chromium of its own with a new, empty profile, started
// for this run and stopped by its process id after it. Chromium gets only
// what it needs to start here: headless, and no sandbox (the bench runs as
// root). chrome-launcher adds its usual flags (no first run, no background
// networking, no default apps…), as it does for the Lighthouse CLI.

export const outsideChromeFlags = ['--headless=new', '--no-sandbox'];

export interface OutsideRun {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's total byte weight: every response's transfer size, headers included. */
  bytes: number;
  requests: number;
  /** Transfer size of the scripts. */
  js: number;
  /** Transfer size of the HTML document. */
  document: number;
}

type Row = { resourceType?: string; requestCount?: number; transferSize?: number };

export async function outsideRun(url: string): Promise<OutsideRun> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-outside-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: outsideChromeFlags,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const rows = ((lhr.audits['resource-summary']?.details as { items?: Row[] } | undefined)
      ?.items ?? []) as Row[];
    const row = (type: string) => rows.find((candidate) => candidate.resourceType === type);
    return {
      performance: Math.round((lhr.categories['performance']?.score ?? Number.NaN) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      requests: row('total')?.requestCount ?? Number.NaN,
      js: row('script')?.transferSize ?? 0,
      document: row('document')?.transferSize ?? Number.NaN,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
