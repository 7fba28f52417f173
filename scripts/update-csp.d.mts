/** The bodies of the executable inline scripts of an HTML page (no src, no data type). */
export function inlineScripts(html: string): string[];
export function scriptHash(body: string): string;
export function buildCsp(hashes: string[]): string;
export function currentHashes(): string[];
