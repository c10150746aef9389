// The elements in Vue's templates (vue-tsc, Volar): props, properties and `@site-…` events, typed.
/// <reference types="site-shell/vue" />
