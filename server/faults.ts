/**
 * Faults that tests switch on through POST /dev/faults. They apply to the API
 * routes only (see `isFaultablePath`), never to /dev, the demo pages or the
 * static files, so a test can always switch them off again.
 */

/** `true` for every API route, or a list of paths (`/graphql`) and prefixes (`/notifications/*`). */
export type RouteSelector = boolean | string[];

export interface FaultState {
  /** Delay before every API response, in milliseconds. */
  latencyMs: number;
  /** Answer 500 instead of running the route. */
  status500: RouteSelector;
  /** Answer 200 with a truncated JSON body. */
  malformedJson: RouteSelector;
  /** While on, every websocket is dropped (no close frame) as soon as it opens. */
  dropWebsockets: boolean;
  /** GET /notifications/ws/auth answers 403, and the notifications socket refuses tickets. */
  refuseWsAuth: boolean;
  /** The notifications socket stays open but sends nothing (a half-open connection). */
  stallWebsockets: boolean;
}

export const noFaults: Readonly<FaultState> = Object.freeze({
  latencyMs: 0,
  status500: false,
  malformedJson: false,
  dropWebsockets: false,
  refuseWsAuth: false,
  stallWebsockets: false,
});

export interface Faults {
  readonly current: Readonly<FaultState>;
  update(patch: Partial<FaultState>): Readonly<FaultState>;
  reset(): Readonly<FaultState>;
}

export function createFaults(): Faults {
  let current: Readonly<FaultState> = noFaults;
  return {
    get current() {
      return current;
    },
    update(patch) {
      current = Object.freeze({ ...current, ...patch });
      return current;
    },
    reset() {
      current = noFaults;
      return current;
    },
  };
}

const apiPrefixes = ['/notifications/', '/profiles/api/', '/user/', '/avatars/'];

/** The routes faults apply to: the calls of spec §7. */
export function isFaultablePath(path: string): boolean {
  return path === '/graphql' || apiPrefixes.some((prefix) => path.startsWith(prefix));
}

export function selects(selector: RouteSelector, path: string): boolean {
  if (typeof selector === 'boolean') return selector;
  return selector.some((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

/** A JSON text cut in half: what a client sees when a response breaks off. */
export function malform(json: string): string {
  const half = json.slice(0, Math.ceil(json.length / 2));
  try {
    JSON.parse(half);
    return `${half},`;
  } catch {
    return half;
  }
}
