// The submit feature's public entry: the rest of the app imports only these.
// The sending code itself (send-answers.ts) is fetched by prepareSending.
export { Captcha } from './captcha';
export { Honeypot } from './honeypot';
export { SuccessScreen } from './success-screen';
export { prepareSending, useSubmit } from './use-submit';
