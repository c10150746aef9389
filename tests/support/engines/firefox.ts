// Firefox ESR from Debian's package, driven by puppeteer-core over WebDriver
// BiDi. Playwright cannot drive it here: it cannot download its own Firefox,
// and its BiDi mode fails on ESR (see ../shared/design.md §3, "Other engines").
import type { LaunchOptions } from 'puppeteer-core';

export const firefoxPath = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

export const firefoxLaunchOptions: LaunchOptions = {
  browser: 'firefox',
  executablePath: firefoxPath,
  headless: true,
  // Keep Firefox off the closed network: no update, telemetry or safe-browsing
  // requests, which would only wait on refused connections.
  extraPrefsFirefox: {
    'app.update.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
  },
};
