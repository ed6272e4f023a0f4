import { preloadable } from '../../kernel/ui/preloadable';

/**
 * The captcha box in a chunk of its own: only a screen that asks for a captcha
 * loads it, together with the screen (preloadFor), so it is rendered at once.
 */
const captchaBox = preloadable(() => import('./captcha').then((module) => module.Captcha));

export const Captcha = captchaBox.Component;
export const preloadCaptcha = captchaBox.preload;
