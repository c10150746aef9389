// The elements in Svelte's markup (svelte-check): attributes, properties and `onsite-…` events, typed.
/// <reference types="site-shell/svelte" />
