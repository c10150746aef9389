// WebKitGTK's MiniBrowser from Debian's packages, driven by WebKitWebDriver
// (WebDriver classic). MiniBrowser has no headless mode: it draws into an Xvfb
// display of our own, which the driver passes on to it (MiniBrowser inherits
// the driver's environment). See ../shared/design.md §3, "Other engines".
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../free-port.ts';

export const webkitDriverPath = process.env['WEBKIT_DRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath =
  process.env['WEBKIT_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** MiniBrowser's window cannot be narrower than this (measured: 447 px of viewport). */
export const webkitMinimumWidth = 447;

/** WebDriver capabilities for a MiniBrowser session. */
export const webkitCapabilities = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
  // Without it webdriverio asks for BiDi, and WebKitWebDriver refuses the session.
  'wdio:enforceWebDriverClassic': true,
} as const;

export interface WebKitDriver {
  hostname: string;
  port: number;
  /** Stops the driver and the display. Safe to call twice. */
  stop(): void;
}

/** Starts Xvfb on a free display number; resolves with it once the display is up. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number on fd 3 when ready.
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    );
    let written = '';
    xvfb.once('error', (error) =>
      reject(new Error(`could not start Xvfb (apt-get install xvfb): ${error.message}`)),
    );
    xvfb.once('exit', (code) =>
      reject(new Error(`Xvfb exited with code ${code} before it was ready`)),
    );
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve({ display: `:${written.trim()}`, process: xvfb });
    });
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null)
      throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 15 s`);
}

/**
 * Starts an X display and WebKitWebDriver on a free port, for one test run.
 * Both stop when the Node process exits, whatever way it exits.
 */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const { display, process: xvfb } = await startDisplay();
  const port = await freePort();
  const hostname = '127.0.0.1';
  const driver = spawn(webkitDriverPath, [`--port=${port}`, `--host=${hostname}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  driver.once('error', () => {});
  const stop = () => {
    driver.kill();
    xvfb.kill();
    process.off('exit', stop);
  };
  process.on('exit', stop);
  try {
    await waitForDriver(`http://${hostname}:${port}`, driver);
  } catch (error) {
    stop();
    throw error;
  }
  return { hostname, port, stop };
}
