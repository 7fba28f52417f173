import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // The seed file may be imported from outside web/ (the repo's seed folder).
  },
  server: {
    fs: { allow: ['..'] },
    // The session endpoints live behind Firebase Hosting (emulator on :5000); same-origin in dev keeps the cookie working.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
