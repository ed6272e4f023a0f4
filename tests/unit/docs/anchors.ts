/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, a repeat numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const anchors = new Set<string>();
  for (const [, heading = ''] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let n = 0;
    while (anchors.has(n === 0 ? slug : `${slug}-${n}`)) n += 1;
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}
