import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright';
import { chromiumPlainLaunchOptions } from '../../tests/support/engines/chromium.ts';

// Chromium for the bench (launched the one way tests/support/engines/chromium.ts
// knows) and the conditions Lighthouse's mobile run uses, taken from
// Lighthouse itself rather than copied: the Moto G Power screen and user
// agent, 4x CPU slowdown, slow 4G.

export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumPlainLaunchOptions);

const screen = screenEmulationMetrics.mobile;
if (!screen) throw new Error("Lighthouse's mobile screen emulation is missing");
const slow4G = throttling.mobileSlow4G;

/** A Lighthouse-mobile-like browser context: 412×823 at 1.75×, touch, mobile user agent. */
export const mobileContext: BrowserContextOptions = {
  viewport: { width: screen.width, height: screen.height },
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

export const cpuSlowdown = slow4G.cpuSlowdownMultiplier;

/** Slows the page's CPU by `rate` (Chromium's own throttling, as DevTools does). */
export async function throttleCpu(page: Page, rate: number = cpuSlowdown): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/**
 * Lighthouse's slow 4G as DevTools applies it (Lighthouse's own "devtools"
 * throttling values): 150 ms round trip and 1.6 Mbps down / 750 kbps up,
 * adjusted for request-level emulation (latency × 3.75, throughput × 0.9).
 */
export const slow4GConditions = {
  offline: false,
  latency: slow4G.requestLatencyMs,
  downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
};

export async function throttleNetwork(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', slow4GConditions);
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
