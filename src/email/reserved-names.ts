// The names an EmailJS request already carries: EmailJS's own and the app's. Read by the
// checker (a screen file may not take them) and by the request (it never sends one twice).

/**
 * The names the EmailJS SDK puts into every request beside the template's
 * params (and `g-recaptcha-response`, which the app sets from the captcha).
 */
export const EMAILJS_REQUEST_NAMES = [
  'service_id',
  'template_id',
  'user_id',
  'lib_version',
  'g-recaptcha-response',
] as const;

/**
 * Names an `email.params` entry may not take: EmailJS's own fields of a send
 * request, and the parameters the app adds to every email itself (which
 * would overwrite the author's, or be overwritten).
 */
export const RESERVED_PARAMS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    EMAILJS_REQUEST_NAMES.map((name) => [name, 'EmailJS itself uses in a request']),
  ),
  form_id: "the app fills in itself (the screen's file name)",
  form_title: "the app fills in itself (the screen's title)",
  submitted_at: 'the app fills in itself (the moment of sending)',
  language: 'the app fills in itself (the language the form was filled in)',
  answers: 'the app fills in itself (every answer, as text)',
  submission_id: 'the app fills in itself (the reference of the send)',
  user_email: "the app fills in itself (the signed-in person's email)",
  user_name: "the app fills in itself (the signed-in person's name)",
  signed_in_uid: "the app fills in itself (the signed-in person's id)",
  to_email: 'the app fills in itself (the address a confirmation copy goes to)',
};
