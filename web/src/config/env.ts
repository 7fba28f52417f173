/**
 * The public runtime settings, read once. No api key means no backend at all: the site reads the bundled
 * content and has no sign-in.
 */
import { contentSourceOf, type ContentSource } from './content-source';
import { resolveSiteUrl } from '@portfolio/content/site-url';

interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  databaseURL: string;
}

export interface Env {
  /** Null when no api key is configured: bundled content, no auth. */
  firebase: FirebaseSettings | null;
  /** Connect the SDK to the local Emulator Suite (explicit, never guessed from the hostname). */
  useEmulators: boolean;
  /**
   * Where public content comes from: 'database' (Realtime Database) or 'bundled' (the seed file
   * shipped in the build). 'bundled' is forced when there is no backend; it is also used with a backend
   * when the Database emulator cannot run on this machine.
   */
  contentSource: ContentSource;
  /** The Database and Storage are the local stand-in (scripts/stand-in/): `npm start` without Java 21. */
  standIn: boolean;
  /** Absolute origin of the public site, for canonical URLs and link previews (no trailing slash); required for a real project (site-url.ts). */
  siteUrl: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

export function parseEnv(raw: RawEnv): Env {
  const text = (key: string) => {
    const value = raw[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const apiKey = text('VITE_FIREBASE_API_KEY');
  const firebase: FirebaseSettings | null = apiKey
    ? {
        apiKey,
        authDomain: text('VITE_FIREBASE_AUTH_DOMAIN'),
        projectId: text('VITE_FIREBASE_PROJECT_ID'),
        storageBucket: text('VITE_FIREBASE_STORAGE_BUCKET'),
        messagingSenderId: text('VITE_FIREBASE_MESSAGING_SENDER_ID'),
        appId: text('VITE_FIREBASE_APP_ID'),
        databaseURL: text('VITE_FIREBASE_DATABASE_URL'),
      }
    : null;
  if (firebase) {
    for (const [key, value] of Object.entries(firebase)) {
      if (!value && key !== 'messagingSenderId')
        throw new Error(`Missing Firebase setting ${key}: set the VITE_FIREBASE_* variables (see README)`);
    }
  }
  const contentSource = contentSourceOf(raw);
  const siteUrl = resolveSiteUrl(text('VITE_SITE_URL'), text('VITE_FIREBASE_PROJECT_ID'));
  return {
    firebase,
    useEmulators: text('VITE_USE_EMULATORS') === 'true',
    contentSource,
    standIn: text('VITE_STAND_IN') === 'true',
    siteUrl,
  };
}

export const env: Env = parseEnv(import.meta.env as unknown as RawEnv);

/**
 * True when the site has a backend (an api key is configured). Here, not in lib/firebase.ts, so that asking it
 * does not bring the SDK's loader into a visitor's page.
 */
export const hasBackend = env.firebase !== null;
