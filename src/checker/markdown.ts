import { micromark } from 'micromark';

/**
 * An author's Markdown as HTML that is safe to insert: micromark escapes raw
 * HTML (so `<script>` shows as text) and drops link and image targets with
 * unsafe protocols such as `javascript:`. Its defaults are the safety; never
 * pass it `allowDangerousHtml` or `allowDangerousProtocol`.
 */
export function markdownToSafeHtml(markdown: string): string {
  return micromark(markdown);
}
