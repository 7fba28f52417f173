/**
 * The Markdown that shows an uploaded image in a post or project body: `![alt](url)`. The alt text is what the
 * owner typed, on one line, with the characters that would end or break the brackets escaped; the address is
 * the Storage download URL, with the few characters that would end a Markdown link destination encoded.
 */
export function markdownImage(alt: string, url: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (char) => `\\${char}`);
  const destination = url.replace(/[\s()<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `![${text}](${destination})`;
}
