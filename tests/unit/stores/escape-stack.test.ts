// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { $escapeStack, pushEscapeLayer, topEscapeLayer } from '../../../src/stores/escape-stack.ts';

function pressEscape(key = 'Escape'): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
}

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('Escape closes only the topmost popup', () => {
  test('the popup opened last closes first, then the one under it', () => {
    const closed: string[] = [];
    const removeDrawer = pushEscapeLayer('drawer', () => closed.push('drawer'));
    const removeMenu = pushEscapeLayer('menu', () => closed.push('menu'));

    pressEscape();
    expect(closed).toEqual(['menu']);
    removeMenu();

    pressEscape();
    expect(closed).toEqual(['menu', 'drawer']);
    removeDrawer();
  });

  test('a handled Escape is default-prevented (a dialog underneath does not close too)', () => {
    const remove = pushEscapeLayer('menu', () => {});
    expect(pressEscape().defaultPrevented).toBe(true);
    remove();
  });

  test('other keys and an empty stack are left alone', () => {
    const close = vi.fn();
    const remove = pushEscapeLayer('menu', close);
    expect(pressEscape('Enter').defaultPrevented).toBe(false);
    expect(close).not.toHaveBeenCalled();
    remove();
    expect(pressEscape().defaultPrevented).toBe(false);
  });

  test('pushing an id again moves it to the top', () => {
    const closed: string[] = [];
    const removeA = pushEscapeLayer('a', () => closed.push('a'));
    const removeB = pushEscapeLayer('b', () => closed.push('b'));
    const removeA2 = pushEscapeLayer('a', () => closed.push('a again'));
    expect($escapeStack.get().map((layer) => layer.id)).toEqual(['b', 'a']);
    pressEscape();
    expect(closed).toEqual(['a again']);
    removeA2();
    removeA();
    removeB();
    expect(topEscapeLayer()).toBe(undefined);
  });

  test('removing a layer twice is harmless', () => {
    const remove = pushEscapeLayer('menu', () => {});
    const keep = pushEscapeLayer('drawer', () => {});
    remove();
    remove();
    expect($escapeStack.get().map((layer) => layer.id)).toEqual(['drawer']);
    keep();
  });

  test('the keydown listener exists only while a popup is open', () => {
    const add = vi.spyOn(globalThis, 'addEventListener');
    const removeListener = vi.spyOn(globalThis, 'removeEventListener');
    const remove = pushEscapeLayer('menu', () => {});
    expect(add).toHaveBeenCalledWith('keydown', expect.any(Function), true);
    remove();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(removeListener).toHaveBeenCalledWith('keydown', add.mock.calls[0]?.[1], true);
    add.mockRestore();
    removeListener.mockRestore();
  });
});
