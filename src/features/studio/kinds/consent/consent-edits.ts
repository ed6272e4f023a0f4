import { fieldPath, setTitle } from '../../edits/field-edits';
import { valueInText } from '../../edits/json-text';

/**
 * A consent box's words and its link, in the authors' terms: the words, the
 * part of them that is the link, and where the link goes. The file writes
 * them as one title with a Markdown link, `I agree to the [privacy
 * policy](https://example.org/privacy)` (docs/guide/choices.md, "One exact
 * answer"), which the form renders as the words with that part a link.
 */
export type Consent = {
  /** The words people read, without the Markdown. */
  words: string;
  /** The part of `words` that is the link; '' for none. */
  linked: string;
  /** Where the link goes. */
  address: string;
  /** The title has more links than one: the File (JSON) tab changes it. */
  byHand: boolean;
};

const LINK = /\[([^\]]*)\]\(([^)\s]*)\)/g;

export function consentOf(text: string, name: string): Consent | undefined {
  const title = valueInText(text, [...fieldPath(text, name), 'title']);
  if (typeof title !== 'string') return undefined;
  const links = [...title.matchAll(LINK)];
  const [link] = links;
  return {
    words: title.replace(LINK, '$1'),
    linked: link?.[1] ?? '',
    address: link?.[2] ?? '',
    byHand: links.length > 1,
  };
}

/** The title these give: the first place `linked` is in `words` made a link to `address`. */
export function consentTitle({ words, linked, address }: Omit<Consent, 'byHand'>): string {
  const at = linked === '' || address === '' ? -1 : words.indexOf(linked);
  if (at < 0) return words;
  return `${words.slice(0, at)}[${linked}](${address})${words.slice(at + linked.length)}`;
}

export function setConsent(text: string, name: string, consent: Omit<Consent, 'byHand'>): string {
  return setTitle(text, name, consentTitle(consent));
}
