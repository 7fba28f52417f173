import { highlight } from '../search-index';

/** `text` with the words matching `terms` in <mark>: React escapes every part, no HTML is built from content. */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return <>{highlight(text, terms).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}</>;
}
