import { describe, expect, it } from 'vitest';
import { nearbyCategories } from '../../../../src/microsite/content/nearby-categories.ts';

const items = Array.from({ length: 20 }, (_, index) => index);

describe('nearbyCategories', () => {
  it('lists every category of a programme that has no more than the count', () => {
    expect(nearbyCategories(items.slice(0, 5), (item) => item === 2, 5)).toEqual({
      shown: [0, 1, 2, 3, 4],
      truncated: false,
    });
  });

  it('lists the categories around the current one in a larger programme', () => {
    expect(nearbyCategories(items, (item) => item === 10, 5)).toEqual({
      shown: [8, 9, 10, 11, 12],
      truncated: true,
    });
    expect(nearbyCategories(items, (item) => item === 10, 4)).toEqual({
      shown: [9, 10, 11, 12],
      truncated: true,
    });
  });

  it('moves the window inwards at either end', () => {
    expect(nearbyCategories(items, (item) => item === 0, 5).shown).toEqual([0, 1, 2, 3, 4]);
    expect(nearbyCategories(items, (item) => item === 19, 5).shown).toEqual([15, 16, 17, 18, 19]);
  });
});
