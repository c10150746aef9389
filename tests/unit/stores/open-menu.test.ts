import { beforeEach, describe, expect, test } from 'vitest';
import { $openMenu, closeMenu, openMenu, toggleMenu } from '../../../src/stores/open-menu.ts';

beforeEach(() => $openMenu.set(null));

describe('$openMenu', () => {
  test('one menu open at a time', () => {
    openMenu('support');
    openMenu('account');
    expect($openMenu.get()).toBe('account');
  });

  test('closing a menu that is not open leaves the open one alone', () => {
    openMenu('account');
    closeMenu('support');
    expect($openMenu.get()).toBe('account');
    closeMenu('account');
    expect($openMenu.get()).toBe(null);
  });

  test('toggle opens, closes, and switches between menus', () => {
    toggleMenu('support');
    expect($openMenu.get()).toBe('support');
    toggleMenu('account');
    expect($openMenu.get()).toBe('account');
    toggleMenu('account');
    expect($openMenu.get()).toBe(null);
  });
});
