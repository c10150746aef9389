import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import {
  $drawerOpener,
  $openDrawer,
  closeDrawer,
  openDrawer,
  takeDrawerOpener,
  toggleDrawer,
} from '../../../src/stores/drawers.ts';
import { installFakeMedia, type FakeMedia } from './fake-media.ts';

let media: FakeMedia;
const opener = { focus() {} } as unknown as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  media = installFakeMedia(375);
  closeDrawer();
  $drawerOpener.set(null);
});

afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  media.restore();
});

describe('$openDrawer', () => {
  test('one drawer at a time: opening the right one replaces the left one', () => {
    openDrawer('left');
    expect($openDrawer.get()).toBe('left');
    openDrawer('right');
    expect($openDrawer.get()).toBe('right');
    closeDrawer();
    expect($openDrawer.get()).toBe(null);
  });

  test('toggle opens a closed drawer and closes an open one', () => {
    toggleDrawer('left');
    expect($openDrawer.get()).toBe('left');
    toggleDrawer('left');
    expect($openDrawer.get()).toBe(null);
    toggleDrawer('left');
    toggleDrawer('right');
    expect($openDrawer.get()).toBe('right');
  });

  test('remembers the opener once, for focus return', () => {
    openDrawer('left', opener);
    closeDrawer();
    expect(takeDrawerOpener()).toBe(opener);
    expect(takeDrawerOpener()).toBe(null);
  });

  test('closes when the viewport grows past the mobile breakpoint (900 px)', () => {
    const stop = $openDrawer.listen(() => {});
    openDrawer('left', opener);
    media.setWidth(899);
    expect($openDrawer.get()).toBe('left');
    media.setWidth(900);
    expect($openDrawer.get()).toBe(null);
    stop();
  });

  test('stays open while the viewport changes within mobile sizes', () => {
    const stop = $openDrawer.listen(() => {});
    openDrawer('right');
    media.setWidth(640);
    media.setWidth(320);
    expect($openDrawer.get()).toBe('right');
    stop();
  });

  test('stops watching the viewport when nothing listens', () => {
    const stop = $openDrawer.listen(() => {});
    expect(media.listenerCount()).toBe(3);
    stop();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY * 2);
    expect(media.listenerCount()).toBe(0);
  });
});
