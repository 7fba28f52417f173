/**
 * Where a build's public content comes from, from its VITE_* settings: 'database' (the Realtime Database)
 * with a backend unless VITE_CONTENT_SOURCE=bundled, 'bundled' (the seed shipped in the build) otherwise.
 * Decided at build time: env.ts reads it for the app, and the seed-parts plugin ships an empty seed to a
 * database build (web/scripts/seed-parts-plugin.ts), so no bundled content is in it at all.
 */
export type ContentSource = 'database' | 'bundled';

export function contentSourceOf(raw: Record<string, unknown>): ContentSource {
  const text = (key: string) => {
    const value = raw[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const requested = text('VITE_CONTENT_SOURCE');
  if (requested && requested !== 'database' && requested !== 'bundled') {
    throw new Error(`VITE_CONTENT_SOURCE must be "database" or "bundled", not "${requested}"`);
  }
  return text('VITE_FIREBASE_API_KEY') && requested !== 'bundled' ? 'database' : 'bundled';
}
