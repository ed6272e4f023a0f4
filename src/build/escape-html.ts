/** Text made safe to put in HTML, between tags or in a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
