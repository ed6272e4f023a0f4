// The preview feature's public entry; the router loads it lazily, in development builds only.
export { PreviewPage } from './preview-page';
export { ScreenFormPreview } from './screen-form-preview';
export { Mistakes } from './mistakes';
export { EmailPreview } from './email-preview';
