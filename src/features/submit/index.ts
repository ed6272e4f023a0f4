// The submit feature's public entry: the rest of the app imports only these.
// The sending code itself (send-answers.ts) is fetched by prepareSending.
export { Captcha, preloadCaptcha } from './captcha-box';
export { Honeypot } from './honeypot';
export { prepareSending, SuccessScreen, useSubmit } from './use-submit';
