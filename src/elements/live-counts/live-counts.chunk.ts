// The live counts chunk (chunks/live-counts-*.js): what a signed-in page's
// server-rendered chrome needs to keep its unread counts true before React
// (issue 37): the live layer's connections and stores (one socket of each
// kind per browser: stores/connect-live.ts), and the writing of each count
// into the server's HTML (count-writer.ts). No React, no views, no formatjs.
// The views' live chunk (../views/live.chunk.ts) takes its connections from
// here, so there is one copy of them.

export { connectLive, type LiveOptions } from '../../stores/connect-live.ts';
export { writeCounts } from './count-writer.ts';
