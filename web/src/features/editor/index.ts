/** The editor feature's public face, used by the admin route modules. */
import './editor.css';

export { AdminList } from './components/admin-list';
export { CvForm } from './components/cv-form';
export { loadCv } from './api/editor-store';
export { TagNamesForm } from './components/tag-names-form';
export { PostForm } from './components/post-form';
export { ProjectForm } from './components/project-form';
export {
  loadAdminMessages,
  loadOtherFeatured,
  loadPost,
  loadPostList,
  loadProject,
  loadProjectList,
  loadTagNamesData,
} from './api/load-editor-data';
export type { EditorLocationState } from './use-item-editor';
