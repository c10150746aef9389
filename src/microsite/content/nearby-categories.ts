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

// Every category page looks itself up in the list of all categories: a
// search of the list on each page made the build grow with the square of the
// categories (1,225 categories in eight sites: about a second). Each list is
// indexed once.
const indexes = new WeakMap<readonly { id: string }[], Map<string, number>>();

function indexOf(items: readonly { id: string }[], id: string): number {
  let index = indexes.get(items);
  if (!index) {
    index = new Map();
    for (const [at, item] of items.entries()) if (!index.has(item.id)) index.set(item.id, at);
    indexes.set(items, index);
  }
  return index.get(id) ?? -1;
}

/**
 * The `count` items around the one with the id `currentId`: as many before
 * it as after it (one more after when the count is even), moved inwards at
 * either end. The list must not change once it has been given here.
 */
export function nearbyCategories<Item extends { id: string }>(
  items: readonly Item[],
  currentId: string,
  count = nearbyCategoryCount,
): NearbyCategories<Item> {
  if (items.length <= count) return { shown: [...items], truncated: false };
  const index = indexOf(items, currentId);
  const before = Math.floor((count - 1) / 2);
  const start = Math.min(Math.max(0, index - before), items.length - count);
  return { shown: items.slice(start, start + count), truncated: true };
}
