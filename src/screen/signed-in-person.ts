/**
 * Who is signed in, as the whole app sees them (never Firebase's own types):
 * the account button, `prefill` from `user.*` and the `user_*` email params.
 */
export type SignedInPerson = {
  uid: string;
  email: string | null;
  name: string | null;
  /** Whether the address is verified: owners read responses only with a verified one. */
  emailVerified?: boolean;
};
