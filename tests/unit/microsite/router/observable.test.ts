import { describe, expect, it } from 'vitest';
import { observable } from '../../../../src/microsite/router/observable.ts';

// The navigation's small observable values behave like the nanostores atoms
// they replace: subscribers get the value at once and on every change.

describe('observable', () => {
  it('gives a subscriber the value now and on every change, until it unsubscribes', () => {
    const $value = observable('idle');
    const seen: string[] = [];
    const unsubscribe = $value.subscribe((value) => seen.push(value));
    $value.set('exit');
    $value.set('exit'); // the same value: no one is told
    $value.set('enter');
    unsubscribe();
    $value.set('idle');
    expect(seen).toEqual(['idle', 'exit', 'enter']);
    expect($value.get()).toBe('idle');
  });

  it('lets a subscriber unsubscribe while being told', () => {
    const $value = observable(0);
    const seen: number[] = [];
    const unsubscribe = $value.subscribe((value) => {
      seen.push(value);
      if (value === 1) unsubscribe();
    });
    $value.set(1);
    $value.set(2);
    expect(seen).toEqual([0, 1]);
  });
});
