/**
 * Shows HTML made by `markdownToSafeHtml` (at build time for screen files, in
 * the browser for the preview); nothing else may be passed here.
 */
export function MarkdownBlock({ safeHtml, className }: { safeHtml: string; className?: string }) {
  return (
    <div
      className={className ? `markdown ${className}` : 'markdown'}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
