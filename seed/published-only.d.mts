/** Types of seed/published-only.mjs (plain JavaScript, so the functions' build script can use it as it is). */
export function publishedOnly<T extends Record<string, unknown>>(tree: T): T;
export function draftsOf(tree: Record<string, unknown>): { id: string; texts: string[] }[];
