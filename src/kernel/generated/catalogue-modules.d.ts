// `@generated/catalogue?lang=<code>` (see catalogue.ts): one module a language.
declare module '@generated/catalogue?lang=*' {
  export const messages: import('@lingui/core').Messages;
}
