import { localCaptchaToken } from '../../kernel/config/local-captcha';
import type { Grecaptcha } from './captcha';

/**
 * `npm start`'s fake of Google's checkbox (src/kernel/config/local-captcha.ts):
 * the same calls, a box to tick, a fresh token each tick. Only a development
 * build carries it. The project's one captcha fake: the end-to-end tests serve it at
 * Google's address to the production build (tests/fixtures/recaptcha.ts), so it reaches
 * nothing outside itself but `newToken`.
 */
export function captchaFake(newToken: () => string = localCaptchaToken): Grecaptcha {
  return {
    ready: (callback) => callback(),
    render(container, options) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        if (box.checked) options.callback(newToken());
        else options['expired-callback']();
      });
      label.append(box, ' I am not a robot (a local test box in place of reCAPTCHA)');
      container.append(label);
      return 0;
    },
  };
}
