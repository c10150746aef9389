// A category page links to the other categories. Every category page listing
// every category makes each page grow with the programme, and the build with
// its square (a programme of a thousand categories wrote 200 KB of chips into
// each of eight thousand pages, issue 21): a page lists at most
// `nearbyCategoryCount` of them, the ones around it in the categories' order,
// and links to the home page's full list when it leaves some out.

/** The most categories a category page lists: more than a programme of today has. */
export const nearbyCategoryCount = 12;

export interface NearbyCategories<Item> {
  /** The categories to list, in their order, the current one among them. */
  shown: Item[];
  /** Whether some categories are not listed (the page then links to all of them). */
  truncated: boolean;
}

/**
 * The `count` items around the current one (the first that `isCurrent`
 * says is): as many before it as after it (one more after when the count is
 * even), moved inwards at either end.
 */
export function nearbyCategories<Item>(
  items: readonly Item[],
  isCurrent: (item: Item) => boolean,
  count = nearbyCategoryCount,
): NearbyCategories<Item> {
  if (items.length <= count) return { shown: [...items], truncated: false };
  const index = items.findIndex(isCurrent);
  const before = Math.floor((count - 1) / 2);
  const start = Math.min(Math.max(0, index - before), items.length - count);
  return { shown: items.slice(start, start + count), truncated: true };
}
