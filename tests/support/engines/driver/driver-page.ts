// What both implementations of EnginePage do alike, on top of what each does
// its own way (evaluate, the pointer, the URL): waiting, clicking and hovering
// an element at a shadow-piercing path, and history back.
import { clickPoint } from './click-target.ts';
import type { EngineKey, EnginePage, PageFunction, WaitOptions } from './engine-page.ts';
import { historyBack, loadedAt, locateForClick } from './page-scripts.ts';
import { poll } from './poll.ts';

export abstract class DriverPage implements EnginePage {
  abstract goto(url: string): Promise<void>;
  abstract setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  abstract evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  abstract clickAt(x: number, y: number): Promise<void>;
  abstract hoverAt(x: number, y: number): Promise<void>;
  abstract press(key: EngineKey): Promise<void>;
  abstract screenshot(file: string): Promise<void>;
  abstract url(): Promise<string>;
  abstract close(): Promise<void>;

  waitFor<A extends unknown[], R>(
    fn: PageFunction<A, R>,
    options: WaitOptions = {},
    ...args: A
  ): Promise<R> {
    return poll(() => this.evaluate(fn, ...args), options);
  }

  async click(path: string[]): Promise<void> {
    const { x, y } = await clickPoint((p) => this.evaluate(locateForClick, p), path);
    await this.clickAt(x, y);
  }

  async hover(path: string[]): Promise<void> {
    const { x, y } = await clickPoint((p) => this.evaluate(locateForClick, p), path, 'hover');
    await this.hoverAt(x, y);
  }

  async back(): Promise<void> {
    const before = await this.url();
    await this.evaluate(historyBack);
    await poll(
      async () => {
        const now = await this.evaluate(loadedAt);
        return now.url !== before && now.complete;
      },
      { message: `history back from ${before}` },
    );
  }
}
