export { ImageField } from './components/image-field';
export { GalleryEditor } from './components/gallery-editor';
export { BodyImageButton } from './components/body-image-button';
export { MAX_OUTPUT_BYTES } from './prepare-image';
