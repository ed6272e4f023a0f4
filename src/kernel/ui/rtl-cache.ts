import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's styles mirrored for right-to-left languages (margin-left becomes
 * margin-right, and so on). Loaded only when such a language is shown: the
 * plugin never reaches people reading left to right. Without
 * emotion's vendor prefixer, which the browsers the app supports do not need.
 */
export const createRtlCache = () => createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
