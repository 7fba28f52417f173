import seed from '../../../../../seed/database_export/demo-portfolio-default-rtdb.json';
import type { DbTree } from './db-mapping';

/** The repo's one seed file, shipped in the build for the no-backend mode. */
export const bundledSeed = seed as unknown as DbTree;
