import { describe, expect, it } from 'vitest';
import { nearbyCategories } from '../../../../src/microsite/content/nearby-categories.ts';

const items = Array.from({ length: 20 }, (_, index) => ({ id: String(index) }));
const ids = (shown: readonly { id: string }[]) => shown.map((item) => Number(item.id));

describe('nearbyCategories', () => {
  it('lists every category of a programme that has no more than the count', () => {
    const { shown, truncated } = nearbyCategories(items.slice(0, 5), '2', 5);
    expect({ shown: ids(shown), truncated }).toEqual({ shown: [0, 1, 2, 3, 4], truncated: false });
  });

  it('lists the categories around the current one in a larger programme', () => {
    const five = nearbyCategories(items, '10', 5);
    expect({ shown: ids(five.shown), truncated: five.truncated }).toEqual({
      shown: [8, 9, 10, 11, 12],
      truncated: true,
    });
    expect(ids(nearbyCategories(items, '10', 4).shown)).toEqual([9, 10, 11, 12]);
  });

  it('moves the window inwards at either end', () => {
    expect(ids(nearbyCategories(items, '0', 5).shown)).toEqual([0, 1, 2, 3, 4]);
    expect(ids(nearbyCategories(items, '19', 5).shown)).toEqual([15, 16, 17, 18, 19]);
  });
});
