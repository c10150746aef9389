// The one place that knows how to launch Chromium on this kind of machine.
// Playwright cannot download its own browsers here: we use Debian's package.
// Without the background-networking flags Chromium floods the closed network
// with refused connections (see ../shared/design.md §3).
export const chromiumPath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

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

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
};
