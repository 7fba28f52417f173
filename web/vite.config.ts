import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // The seed file may be imported from outside web/ (the repo's seed folder).
  },
  server: { fs: { allow: ['..'] } },
});
