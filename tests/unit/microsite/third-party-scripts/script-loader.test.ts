// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  idleScheduler,
  type IdleDeadlineLike,
} from '../../../../src/microsite/third-party-scripts/idle.ts';
import {
  createScriptLoader,
  type ScriptLoader,
} from '../../../../src/microsite/third-party-scripts/script-loader.ts';
import { resolveThroughProxy } from '../../../../src/microsite/third-party-scripts/partytown.ts';
import { scriptProxyPath } from '../../../../src/microsite/third-party-scripts/partytown-paths.ts';

// spec §4 "Third-party script loading strategies": post-hydrate, idle,
// off-main-thread; each script added once per id or source; load and error
// callbacks queued and replayed if the event already happened; scripts
// removed on unmount. spec §9: idle fallback 1 ms, 50 ms budget.

// happy-dom would try to fetch every script and fire `error` at once; the
// loader gets a document whose script elements are inert stand-ins.
let body: HTMLElement;
const inertDocument = () =>
  ({
    createElement: () => Object.assign(document.createElement('x-script'), { src: '', type: '' }),
    body,
  }) as unknown as Document;

let idleQueue: (() => void)[];
let offMainThread: ReturnType<typeof vi.fn<() => void>>;
let warn: ReturnType<typeof vi.fn<(message: string) => void>>;
let loader: ScriptLoader;

beforeEach(() => {
  body = document.createElement('div');
  idleQueue = [];
  offMainThread = vi.fn<() => void>();
  warn = vi.fn<(message: string) => void>();
  loader = createScriptLoader({
    document: inertDocument(),
    requestIdle: (callback) => {
      idleQueue.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    },
    offMainThread,
    warn,
  });
});

const scripts = () => [...body.querySelectorAll<HTMLScriptElement>('x-script')];
const fire = (script: HTMLScriptElement | undefined, type: 'load' | 'error') =>
  script?.dispatchEvent(new Event(type));

describe('strategies', () => {
  it('adds a post-hydrate script at once', () => {
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate' });
    expect(scripts().map((script) => script.src)).toEqual(['https://cdn.test/a.js']);
    expect(scripts()[0]?.type).toBe('');
  });

  it('adds an idle script only when the browser is idle', () => {
    loader.load({ src: 'https://cdn.test/idle.js', strategy: 'idle' });
    expect(scripts()).toHaveLength(0);
    idleQueue.shift()?.();
    expect(scripts().map((script) => script.src)).toEqual(['https://cdn.test/idle.js']);
  });

  it('hands an off-main-thread script to Partytown', () => {
    loader.load({ src: 'https://cdn.test/worker.js', strategy: 'off-main-thread' });
    expect(scripts()[0]?.type).toBe('text/partytown');
    expect(offMainThread).toHaveBeenCalledTimes(1);
  });

  it('warns that off-main-thread scripts do not call back', () => {
    loader.load({
      src: 'https://cdn.test/worker.js',
      strategy: 'off-main-thread',
      onLoad: () => {},
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('off the main thread'));
  });

  it('adds inline code under its id', () => {
    loader.load({ id: 'consent', code: 'window.consent = true', strategy: 'post-hydrate' });
    expect(scripts()[0]?.id).toBe('consent');
    expect(scripts()[0]?.textContent).toBe('window.consent = true');
    expect(() => loader.load({ code: 'x()', strategy: 'idle' })).toThrow('id or a src');
  });
});

describe('once per id or source', () => {
  it('adds a script requested twice by source only once', () => {
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate' });
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate' });
    expect(scripts()).toHaveLength(1);
  });

  it('adds a script requested twice by id only once, even with another source', () => {
    loader.load({ id: 'widget', src: 'https://cdn.test/v1.js', strategy: 'post-hydrate' });
    loader.load({ id: 'widget', src: 'https://cdn.test/v2.js', strategy: 'idle' });
    idleQueue.shift()?.();
    expect(scripts().map((script) => script.src)).toEqual(['https://cdn.test/v1.js']);
  });

  it('adds an idle script requested twice before idle only once', () => {
    loader.load({ src: 'https://cdn.test/idle.js', strategy: 'idle' });
    loader.load({ src: 'https://cdn.test/idle.js', strategy: 'idle' });
    for (const run of idleQueue.splice(0)) run();
    expect(scripts()).toHaveLength(1);
  });
});

describe('callbacks', () => {
  it('calls every waiting onLoad when the script loads', () => {
    const first = vi.fn();
    const second = vi.fn();
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate', onLoad: first });
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate', onLoad: second });
    fire(scripts()[0], 'load');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('replays a load that already happened to a late onLoad', async () => {
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate' });
    fire(scripts()[0], 'load');
    const late = vi.fn();
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate', onLoad: late });
    expect(late).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    expect(late.mock.calls[0]?.[0]).toBeInstanceOf(Event);
    expect(scripts()).toHaveLength(1);
  });

  it('replays an error that already happened to a late onError, not to onLoad', async () => {
    loader.load({ src: 'https://cdn.test/broken.js', strategy: 'post-hydrate' });
    fire(scripts()[0], 'error');
    const onLoad = vi.fn();
    const onError = vi.fn();
    loader.load({ src: 'https://cdn.test/broken.js', strategy: 'post-hydrate', onLoad, onError });
    await Promise.resolve();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onLoad).not.toHaveBeenCalled();
  });
});

describe('unmount', () => {
  it('removes the script when its last user unloads it, and does not add it again', async () => {
    const unloadFirst = loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate' });
    const unloadSecond = loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate' });
    fire(scripts()[0], 'load');
    unloadFirst();
    expect(scripts()).toHaveLength(1);
    unloadSecond();
    expect(scripts()).toHaveLength(0);
    const again = vi.fn();
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate', onLoad: again });
    await Promise.resolve();
    expect(scripts()).toHaveLength(0);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('stops calling back a user that unloaded', () => {
    const onLoad = vi.fn();
    const unload = loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate', onLoad });
    const script = scripts()[0];
    loader.load({ src: 'https://cdn.test/a.js', strategy: 'post-hydrate' });
    unload();
    fire(script, 'load');
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('does not add an idle script whose user left before idle, but does when asked again', () => {
    const unload = loader.load({ src: 'https://cdn.test/idle.js', strategy: 'idle' });
    unload();
    idleQueue.shift()?.();
    expect(scripts()).toHaveLength(0);
    loader.load({ src: 'https://cdn.test/idle.js', strategy: 'idle' });
    idleQueue.shift()?.();
    expect(scripts()).toHaveLength(1);
  });
});

describe('the idle scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses requestIdleCallback when the browser has it', () => {
    const native = vi.fn(() => 1);
    const callback = vi.fn();
    idleScheduler({ requestIdleCallback: native, setTimeout, now: () => 0 })(callback);
    expect(native).toHaveBeenCalledWith(callback);
  });

  it('falls back to a 1 ms timer with a 50 ms budget', () => {
    vi.useFakeTimers();
    let now = 1_000;
    const deadlines: IdleDeadlineLike[] = [];
    idleScheduler({ setTimeout: (callback, ms) => setTimeout(callback, ms), now: () => now })(
      (deadline) => deadlines.push(deadline),
    );
    vi.advanceTimersByTime(0);
    expect(deadlines).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(deadlines).toHaveLength(1);
    now += 20;
    expect(deadlines[0]?.timeRemaining()).toBe(30);
    now += 100;
    expect(deadlines[0]?.timeRemaining()).toBe(0);
  });
});

describe('Partytown requests through the proxy', () => {
  const location = { origin: 'https://awards.test' } as Location;

  it('sends third-party scripts through the proxy path', () => {
    const resolved = resolveThroughProxy(new URL('https://cdn.test/a.js?x=1'), location, 'script');
    expect(resolved?.pathname).toBe(scriptProxyPath);
    expect(resolved?.searchParams.get('url')).toBe('https://cdn.test/a.js?x=1');
  });

  it('leaves same-origin scripts and other requests alone', () => {
    expect(
      resolveThroughProxy(new URL('https://awards.test/a.js'), location, 'script'),
    ).toBeUndefined();
    expect(
      resolveThroughProxy(new URL('https://cdn.test/pixel.gif'), location, 'image'),
    ).toBeUndefined();
  });

  it('works from its source text alone, as Partytown runs it in the worker', () => {
    const copied = new Function(
      `return (${resolveThroughProxy.toString()})`,
    )() as typeof resolveThroughProxy;
    expect(copied(new URL('https://cdn.test/a.js'), location, 'script')?.pathname).toBe(
      scriptProxyPath,
    );
  });
});
