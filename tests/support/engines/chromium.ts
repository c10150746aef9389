// The one place that knows how to launch Chromium on this kind of machine.
// Playwright cannot download its own browsers here: we use Debian's package.
// Without the background-networking flags Chromium floods the closed network
// with refused connections (see ../shared/design.md §3).
export const chromiumPath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** The flags of every launch: Playwright's, Puppeteer's, and Lighthouse's (chrome-launcher). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// Chromium 156 loads the address bar's drop-down, two WebUI documents, in a
// renderer of its own for every new headless window, which is every new
// Playwright page in a new context: 1.3 s of CPU a page on the two-core
// machine, 0.85 s without it (Puppeteer turns it off too). Chromium keeps only
// the last --disable-features it is given, and Playwright passes its own list
// first, so ours repeats Playwright 1.65's list (PaintHolding among them, which
// the timing tests depend on); tests/unit/engines/chromium-disabled-features.test.ts
// fails when Playwright's list has something ours lacks.
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const addressBarDropDown = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Playwright's launch options (the tests, the bench). */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    ...chromiumArgs,
    `--disable-features=${[...playwrightDisabledFeatures, ...addressBarDropDown].join(',')}`,
  ],
  headless: true,
};

/**
 * Puppeteer's launch options (the Chromium smokes). Puppeteer merges a
 * caller's --disable-features with its own, which has the address bar's drop-down.
 */
export const chromiumPuppeteerLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
};
