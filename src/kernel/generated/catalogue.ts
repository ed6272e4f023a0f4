import type { Messages } from '@lingui/core';

// Imported as `@generated/catalogue?lang=<code>`: the screens plugin
// (src/build/screens-plugin.ts) serves src/kernel/i18n/catalogues/<code>.json
// compiled at build time (`default` is the product's default language), so the
// browser carries no message parser. This body is only what the type checker sees.
declare const compiled: Messages;
export const messages: Messages = compiled;
