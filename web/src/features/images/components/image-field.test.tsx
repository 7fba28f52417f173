import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../../data/content-store';
import { setContentStore } from '../../../data/get-content-store';
import type { ContentImage } from '@portfolio/content/content-types';
import { i18n } from '../../../lib/i18n';
import { controlledStore, imageFile, installFakeCodec, setUpMediaMessages, storedImage } from '../images-test-kit';
import { ImageField } from './image-field';

const OLD = storedImage('old', { en: 'The old cover', es: 'La portada antigua' });

function renderField(initial: ContentImage | null = OLD) {
  const onChange = vi.fn();
  const onUploadingChange = vi.fn();
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <ImageField
        label="Cover image"
        value={value}
        storageFolder="images/posts/hello"
        onUploadingChange={onUploadingChange}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  // No app providers: react-i18next falls back to the app's i18n instance, and the field needs nothing else.
  render(<Host />);
  // applyAccept false: the owner can still pick "All files" in the system dialog.
  return {
    onChange,
    onUploadingChange,
    user: userEvent.setup({ applyAccept: false }),
    field: screen.getByRole('group', { name: 'Cover image' }),
  };
}

beforeAll(() => setUpMediaMessages('en'));
beforeEach(() => {
  installFakeCodec();
});
afterEach(() => {
  vi.restoreAllMocks();
  setContentStore(null);
});

describe('ImageField', () => {
  it('shows the current image with its size and a labelled image-only file input', () => {
    const { field } = renderField();
    const img = within(field).getByRole('img', { name: 'The old cover' });
    expect(img).toHaveAttribute('src', OLD.url);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    const input = within(field).getByLabelText('Replace image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(input).toHaveAccessibleDescription(/up to 20 MB/);
  });

  it('uploads a new image with progress, then shows it', async () => {
    const { uploads } = controlledStore();
    const { user, field, onChange } = renderField(null);
    await user.upload(within(field).getByLabelText('Choose an image'), imageFile('beach.jpg'));

    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0].progress(0.3);
    const bar = await within(field).findByRole('progressbar', { name: 'Upload progress for beach.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '30'));
    expect(within(field).getByText('Uploading beach.jpg: 30%')).toBeInTheDocument();
    uploads[0].progress(0.7);
    expect(await within(field).findByText('Uploading beach.jpg: 70%')).toBeInTheDocument();

    const stored = uploads[0].finish();
    await waitFor(() => expect(within(field).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledWith(stored);
    expect(stored.path).toMatch(/^images\/posts\/hello\/.+\.webp$/);
    expect(within(field).getByRole('presentation')).toHaveAttribute('src', stored.url);
    expect(within(field).getByLabelText('Replace image')).toBeInTheDocument();
  });

  it('cancel stops the upload and keeps the previous image', async () => {
    const { uploads } = controlledStore();
    const { user, field, onChange } = renderField();
    await user.upload(within(field).getByLabelText('Replace image'), imageFile('new.jpg'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0].progress(0.3);

    await user.click(await within(field).findByRole('button', { name: 'Cancel upload of new.jpg' }));
    expect(await within(field).findByRole('status')).toHaveTextContent('Upload cancelled.');
    // The Cancel button went with the progress bar: focus is on the file input, not lost to the page body.
    expect(within(field).getByLabelText('Replace image')).toHaveFocus();
    expect(uploads[0].options.signal?.aborted).toBe(true);
    expect(within(field).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(field).getByRole('img', { name: 'The old cover' })).toHaveAttribute('src', OLD.url);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tells the form an upload is in flight until its image has been handed over (or it was cancelled)', async () => {
    const { uploads } = controlledStore();
    const { user, field, onChange, onUploadingChange } = renderField(null);
    await user.upload(within(field).getByLabelText('Choose an image'), imageFile('one.jpg'));
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const stored = uploads[0].finish();
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
    // The image reached the form before "no longer uploading" did: a save in between cannot miss it.
    expect(onChange).toHaveBeenCalledWith(stored);
    expect(onChange.mock.invocationCallOrder[0]).toBeLessThan(onUploadingChange.mock.invocationCallOrder.at(-1)!);

    await user.upload(within(field).getByLabelText('Replace image'), imageFile('two.jpg'));
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(true));
    await user.click(await within(field).findByRole('button', { name: 'Cancel upload of two.jpg' }));
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
    expect(onUploadingChange.mock.calls.map(([value]) => value)).toEqual([true, false, true, false]);
  });

  it('shows a refused upload as an alert and keeps the previous image', async () => {
    const { uploads } = controlledStore();
    const { user, field, onChange } = renderField();
    await user.upload(within(field).getByLabelText('Replace image'), imageFile('new.jpg'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0].fail(new ContentError('permission-denied', 'storage/unauthorized'));

    expect(await within(field).findByRole('alert')).toHaveTextContent('You are not allowed to upload images');
    expect(within(field).getByRole('img', { name: 'The old cover' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('rejects a file that is not an image without uploading', async () => {
    const { uploads } = controlledStore();
    const { user, field, onChange } = renderField();
    await user.upload(within(field).getByLabelText('Replace image'), imageFile('notes.txt', { type: 'text/plain' }));
    expect(await within(field).findByRole('alert')).toHaveTextContent('This file is not an image the browser can read');
    expect(uploads).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('rejects a file over 20 MB', async () => {
    controlledStore();
    const { user, field } = renderField();
    await user.upload(within(field).getByLabelText('Replace image'), imageFile('raw.jpg', { bytes: 25 * 1024 * 1024 }));
    expect(await within(field).findByRole('alert')).toHaveTextContent('larger than 20 MB');
  });

  it('edits the alt text in both languages', async () => {
    const { user, field, onChange } = renderField();
    const spanish = within(field).getByLabelText('Alt text (Spanish)');
    expect(within(field).getByLabelText('Alt text (English)')).toHaveValue('The old cover');
    await user.clear(spanish);
    await user.type(spanish, 'Playa');
    expect(spanish).toHaveValue('Playa');
    expect(onChange).toHaveBeenLastCalledWith({ ...OLD, alt: { en: 'The old cover', es: 'Playa' } });
  });

  it('removes the image without deleting it from Storage (the form does that on save)', async () => {
    const { store } = controlledStore();
    const deleteImage = vi.spyOn(store, 'deleteImage');
    const { user, field, onChange } = renderField();
    await user.click(within(field).getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(within(field).queryByRole('img')).not.toBeInTheDocument();
    expect(within(field).getByText('No image yet.')).toBeInTheDocument();
    expect(deleteImage).not.toHaveBeenCalled();
  });

  describe('in Spanish', () => {
    beforeAll(() => setUpMediaMessages('es'));
    afterAll(() => i18n.changeLanguage('en'));

    it('labels everything in Spanish and describes the image in Spanish', () => {
      const { field } = renderField();
      expect(within(field).getByRole('img', { name: 'La portada antigua' })).toBeInTheDocument();
      expect(within(field).getByLabelText('Reemplazar imagen')).toBeInTheDocument();
      expect(within(field).getByLabelText('Texto alternativo (español)')).toBeInTheDocument();
      expect(within(field).getByRole('button', { name: 'Quitar imagen' })).toBeInTheDocument();
    });
  });
});
