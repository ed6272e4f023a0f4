import '../../kernel/i18n/form-words';
import { Alert, Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useWords } from '../../kernel/i18n/i18n';
import { LOCAL_RECAPTCHA_SITE_KEY } from '../../kernel/config/local-captcha';
import { loadOnce } from '../../kernel/load-once';

export type Grecaptcha = {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Google's script, loaded once and only by a screen that asks for a captcha. */
const loadRecaptcha = loadOnce(
  () =>
    new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
      script.async = true;
      script.onload = () =>
        window.grecaptcha?.ready(() => resolve(window.grecaptcha as Grecaptcha));
      script.onerror = () => {
        // Gone, so that the next try adds a fresh script.
        script.remove();
        reject(new Error('reCAPTCHA could not be loaded'));
      };
      document.head.append(script);
    }),
);

// `npm start`'s fake, for its local site key. `import.meta.env.DEV` here, so a build drops it.
const loadFake = import.meta.env.DEV
  ? loadOnce(() => import('./captcha-fake').then((m) => m.captchaFake()))
  : undefined;

/**
 * reCAPTCHA v2 checkbox. Each token is good for one send, so the screen
 * remounts this (new `key`) after every try.
 */
export function Captcha({
  siteKey,
  onToken,
}: {
  siteKey: string | undefined;
  onToken: (token: string | undefined) => void;
}) {
  const t = useWords();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!siteKey) return;
    let current = true;
    const load = siteKey === LOCAL_RECAPTCHA_SITE_KEY && loadFake ? loadFake : loadRecaptcha;
    load().then(
      (g) => {
        if (current && box.current) {
          g.render(box.current, {
            sitekey: siteKey,
            callback: (token) => onToken(token),
            'expired-callback': () => onToken(undefined),
          });
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [siteKey, onToken]);

  if (!siteKey) {
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        {t('captcha.off')}
      </Alert>
    );
  }
  return <Box ref={box} sx={{ my: 2 }} />;
}
