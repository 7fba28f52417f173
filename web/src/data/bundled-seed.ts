/**
 * The parts of the repo's one seed file, for the no-backend mode (web/scripts/seed-parts-plugin.ts makes
 * each part a module of its own, hence a chunk of its own). Literal import specifiers, so the bundler sees them.
 */
import type { LoadSeedPart } from './bundled-content-store';
import type { DbTree } from '@portfolio/content/db-mapping';

const asTree = (module: { default: unknown }) => module.default as DbTree;

export const loadSeedPart: LoadSeedPart = async (name) => {
  switch (name) {
    case 'lists':
      return asTree(await import('virtual:seed/lists'));
    case 'post-bodies':
      return asTree(await import('virtual:seed/post-bodies'));
    case 'project-details':
      return asTree(await import('virtual:seed/project-details'));
    case 'cv':
      return asTree(await import('virtual:seed/cv'));
  }
};
