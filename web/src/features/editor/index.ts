/** The editor feature's public face, used by the admin route modules. */
import './editor.css';

export { AdminList } from './components/admin-list';
export { CvForm } from './components/cv-form';
export { loadCv, loadSavedItem } from './api/editor-store';
export { TagNamesForm } from './components/tag-names-form';
export { TrashScreen } from './components/trash-screen';
export { postKind, projectKind, type ItemKind } from './item-kinds';
export type { EditorMedia } from './components/item-form-parts';
export { loadAdminList, loadAdminMessages, loadTagNamesData, loadTrashData, type AdminListData } from './api/load-editor-data';
export type { EditorLocationState } from './item-editor/save-outcome';
export { hasErrors, validatePost, validateProject } from './validation';
export { validateCv } from './cv-validation';
