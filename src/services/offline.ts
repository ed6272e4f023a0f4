// What a send or a kept response says when the browser knows it has no network. Its own
// module, with its words in the first load: a person offline before the sending code
// arrived hears the same as one offline after.
import { i18n } from '../kernel/i18n/i18n';

export type OfflineFailure = { ok: false; kind: 'offline'; message: string };

/** A function, so the words are those of the language shown when it is said. */
export const offline = (): OfflineFailure => ({
  ok: false,
  kind: 'offline',
  message: i18n._('send.offline'),
});

/** The browser knows it has no network: not worth a request that cannot arrive. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
