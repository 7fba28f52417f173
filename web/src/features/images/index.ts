export { ImageField, type ImageFieldProps } from './components/image-field';
export { GalleryEditor, type GalleryEditorProps } from './components/gallery-editor';
export { useImageUpload, type ImageUpload, type ImageUploadState, type UploadStatus } from './use-image-upload';
export { MAX_GALLERY_IMAGES, imageKey, isSameImage } from './gallery-operations';
export { prepareImage, imageCodec, ImagePrepareError, MAX_INPUT_BYTES, MAX_OUTPUT_BYTES, MAX_LONG_SIDE } from './prepare-image';
export type { UploadErrorCode } from './upload-image-file';
export { BodyImageButton, type BodyImageButtonProps } from './components/body-image-button';
