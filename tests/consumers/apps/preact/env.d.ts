// The elements in Preact's JSX: attributes, properties and `onsite-…` events, typed.
/// <reference types="site-shell/preact" />
