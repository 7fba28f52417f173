// Placeholder: the Realtime Database + Storage implementation comes with the backend/admin work.
import { ContentError, type ContentStore } from './content-store';

export function createDatabaseContentStore(): ContentStore {
  throw new ContentError('unknown', 'The database content store is not built yet');
}
