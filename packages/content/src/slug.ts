/**
 * A URL-safe slug: accents folded (so Spanish titles keep their letters), anything else becomes '-'. Longer than
 * `maxLength`, it ends at the last whole word that fits (a word longer than that is cut). The editor makes addresses
 * and tags with it, the Markdown import its ids, the renderer its heading anchors.
 */
export function slugify(text: string, maxLength = 80): string {
  const full = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= maxLength) return full;
  const cut = full.slice(0, maxLength);
  const endsOnWord = full[maxLength] === '-';
  const lastBreak = cut.lastIndexOf('-');
  return (endsOnWord || lastBreak <= 0 ? cut : cut.slice(0, lastBreak)).replace(/-+$/g, '');
}
