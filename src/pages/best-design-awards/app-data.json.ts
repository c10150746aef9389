import type { APIRoute } from 'astro';

// /best-design-awards/app-data.json: the build hash of the deployed site
// (spec §7 "App data"). A page whose code has another hash makes its next
// navigation a full page load (src/microsite/router/build-hash-check.ts).
// `webpackCompilationHash` repeats it under the name Gatsby used.
export const GET: APIRoute = () =>
  new Response(
    `${JSON.stringify({ buildHash: __MICROSITE_BUILD_HASH__, webpackCompilationHash: __MICROSITE_BUILD_HASH__ })}\n`,
    { headers: { 'Content-Type': 'application/json' } },
  );
