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
const playwrightDisabledFeatures = [
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
// Chromium also starts a spare renderer ahead of every new page, which a test
// that opens one page in a fresh context never uses: 0.95 s of CPU a page
// with it, 0.74 s without (15 pages, twice). It changes which process renders
// a page, not what the page sees.
const spareRenderer = ['SpareRendererForSitePerProcess'];

/**
 * Chromium as its driving library launches it, with our flags only: for the
 * bench, whose figures stay comparable with earlier runs (a reader's browser
 * has its spare renderer), and for Puppeteer (the Chromium smokes), which
 * merges a caller's --disable-features with its own list, where the address
 * bar's drop-down already is.
 */
export const chromiumPlainLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
};

/** The tests' launch through Playwright: every page cheaper to open (above). */
export const chromiumLaunchOptions = {
  ...chromiumPlainLaunchOptions,
  args: [
    ...chromiumArgs,
    `--disable-features=${[...playwrightDisabledFeatures, ...addressBarDropDown, ...spareRenderer].join(',')}`,
  ],
};
