import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../../data/content-store';
import { setContentStore } from '../../../data/get-content-store';
import type { ContentImage } from '@portfolio/content/content-types';
import { controlledStore, imageFile, installFakeCodec, setUpMediaMessages, storedImage } from '../images-test-kit';
import { GalleryEditor } from './gallery-editor';

const A = storedImage('a', { en: 'First', es: 'Primera' });
const B = storedImage('b', { en: 'Second', es: 'Segunda' });
const C = storedImage('c', { en: 'Third', es: 'Tercera' });

function renderGallery(initial: ContentImage[] = [A, B, C], initialCover: ContentImage | null = null) {
  const onChange = vi.fn();
  const onCoverChange = vi.fn();
  const current = { value: initial, cover: initialCover };
  function Host() {
    const [value, setValue] = useState(initial);
    const [cover, setCover] = useState(initialCover);
    return (
      <GalleryEditor
        value={value}
        storageFolder="images/projects/site"
        onChange={(next) => {
          onChange(next);
          current.value = next;
          setValue(next);
        }}
        cover={cover}
        onCoverChange={(next) => {
          onCoverChange(next);
          current.cover = next;
          setCover(next);
        }}
      />
    );
  }
  render(<Host />);
  return { onChange, onCoverChange, current, user: userEvent.setup() };
}

const items = () => screen.queryAllByRole('group', { name: /^Image \d+ of \d+$/ });
const item = (position: number) => screen.getByRole('group', { name: new RegExp(`^Image ${position} of`) });
const altsInOrder = () => items().map((group) => within(group).getByLabelText('Alt text (English)').getAttribute('value'));

beforeAll(() => setUpMediaMessages('en'));
beforeEach(() => {
  installFakeCodec();
});
afterEach(() => {
  vi.restoreAllMocks();
  setContentStore(null);
});

describe('GalleryEditor', () => {
  it('lists the images in order with their pictures and alt text', () => {
    renderGallery();
    expect(items()).toHaveLength(3);
    expect(altsInOrder()).toEqual(['First', 'Second', 'Third']);
    expect(within(item(2)).getByRole('img', { name: 'Second' })).toHaveAttribute('src', B.url);
  });

  it('reorders with Move up / Move down, announces it and keeps focus on the moved image', async () => {
    const { user, onChange } = renderGallery();
    expect(within(item(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(item(3)).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await user.click(within(item(1)).getByRole('button', { name: 'Move down' }));
    expect(altsInOrder()).toEqual(['Second', 'First', 'Third']);
    expect(onChange).toHaveBeenLastCalledWith([B, A, C]);
    expect(screen.getByRole('status')).toHaveTextContent('Image moved to position 2 of 3.');
    expect(within(item(2)).getByRole('button', { name: 'Move down' })).toHaveFocus();

    // Keyboard only: the focused button moves the same image again, to the end.
    await user.keyboard('{Enter}');
    expect(altsInOrder()).toEqual(['Second', 'Third', 'First']);
    expect(screen.getByRole('status')).toHaveTextContent('Image moved to position 3 of 3.');
    // Move down is now disabled, so focus goes to the same image's Move up.
    expect(within(item(3)).getByRole('button', { name: 'Move up' })).toHaveFocus();

    await user.click(within(item(2)).getByRole('button', { name: 'Move up' }));
    expect(altsInOrder()).toEqual(['Third', 'Second', 'First']);
  });

  it('removes an image and moves focus to Undo, so a second Enter puts it back instead of removing another', async () => {
    const { user, onChange } = renderGallery();
    await user.click(within(item(2)).getByRole('button', { name: 'Remove image' }));
    expect(altsInOrder()).toEqual(['First', 'Third']);
    expect(onChange).toHaveBeenLastCalledWith([A, C]);
    expect(screen.getByRole('status')).toHaveTextContent('Image removed.');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(undo).toHaveAccessibleDescription('Image 2 removed from the gallery.');

    await user.keyboard('{Enter}');
    expect(altsInOrder()).toEqual(['First', 'Second', 'Third']);
    expect(onChange).toHaveBeenLastCalledWith([A, B, C]);
    expect(screen.getByRole('status')).toHaveTextContent('Image 2 is back in the gallery.');
    expect(within(item(2)).getByRole('button', { name: 'Remove image' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('puts a removed card image back as the card image; Undo goes once focus leaves the gallery', async () => {
    const { user, current } = renderGallery([A, B], A);
    await user.click(within(item(1)).getByRole('button', { name: 'Remove image' }));
    expect(current.cover).toEqual(B);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(current.value).toEqual([A, B]);
    expect(current.cover).toEqual(A);

    await user.click(within(item(2)).getByRole('button', { name: 'Remove image' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    // Out of the gallery (to the form's Save, say): the removal stands.
    await user.tab({ shift: true });
    await user.click(document.body);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(current.value).toEqual([A]);
  });

  it('chooses the card image with a toggle button; removing that image makes the next one the card image', async () => {
    const { user, onCoverChange, current } = renderGallery();
    const useB = within(item(2)).getByRole('button', { name: 'Use as card image' });
    expect(useB).toHaveAttribute('aria-pressed', 'false');
    await user.click(useB);
    expect(onCoverChange).toHaveBeenLastCalledWith(B);
    expect(useB).toHaveAttribute('aria-pressed', 'true');
    expect(within(item(1)).getByRole('button', { name: 'Use as card image' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Image 2 is now the card image.');

    await user.click(within(item(2)).getByRole('button', { name: 'Remove image' }));
    // C moved up into B's place and is the card image now; the card never goes blank while images remain.
    expect(onCoverChange).toHaveBeenLastCalledWith(C);
    expect(current.cover).toEqual(C);
    expect(within(item(2)).getByRole('button', { name: 'Use as card image' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Image removed. Image 2 is now the card image.');
  });

  it('marks the card image in words, not only by the pressed button', async () => {
    const { user } = renderGallery([A, B], A);
    expect(within(item(1)).getByText('Card image')).toBeInTheDocument();
    expect(within(item(2)).queryByText('Card image')).not.toBeInTheDocument();
    await user.click(within(item(2)).getByRole('button', { name: 'Use as card image' }));
    expect(within(item(2)).getByText('Card image')).toBeInTheDocument();
    expect(within(item(1)).queryByText('Card image')).not.toBeInTheDocument();
  });

  it('removing the last image that is the card image gives the card the one before it, and none when none is left', async () => {
    const { user, current } = renderGallery([A, B], B);
    await user.click(within(item(2)).getByRole('button', { name: 'Remove image' }));
    expect(current.cover).toEqual(A);
    expect(screen.getByRole('status')).toHaveTextContent('Image removed. Image 1 is now the card image.');

    await user.click(within(item(1)).getByRole('button', { name: 'Remove image' }));
    expect(current.cover).toBeNull();
    expect(current.value).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Image removed. No card image.');
  });

  it('removing an image that is not the card image leaves the card image alone', async () => {
    const { user, current, onCoverChange } = renderGallery([A, B, C], A);
    await user.click(within(item(2)).getByRole('button', { name: 'Remove image' }));
    expect(current.cover).toEqual(A);
    expect(onCoverChange).not.toHaveBeenCalled();
  });

  it('pressing the card button again clears the card image', async () => {
    const { user, onCoverChange } = renderGallery([A, B], A);
    const useA = within(item(1)).getByRole('button', { name: 'Use as card image' });
    expect(useA).toHaveAttribute('aria-pressed', 'true');
    await user.click(useA);
    expect(onCoverChange).toHaveBeenLastCalledWith(null);
    expect(useA).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the card copy in step when its alt text changes', async () => {
    const { user, current } = renderGallery([A, B], B);
    await user.type(within(item(2)).getByLabelText('Alt text (Spanish)'), '!');
    expect(current.cover).toEqual({ ...B, alt: { en: 'Second', es: 'Segunda!' } });
    expect(current.value[1]).toEqual(current.cover);
  });

  it('adds several images, each with its own progress, in the order chosen even when they finish together', async () => {
    const { uploads } = controlledStore();
    const { user, current } = renderGallery([A]);
    await user.upload(screen.getByLabelText('Add images'), [imageFile('one.jpg'), imageFile('two.jpg')]);
    await waitFor(() => expect(uploads).toHaveLength(2));

    act(() => {
      uploads[0].progress(0.3);
      uploads[1].progress(0.7);
    });
    expect(screen.getByRole('progressbar', { name: 'Upload progress for one.jpg' })).toHaveAttribute('value', '30');
    expect(screen.getByRole('progressbar', { name: 'Upload progress for two.jpg' })).toHaveAttribute('value', '70');
    expect(screen.getByText('Uploading two.jpg: 70%')).toBeInTheDocument();

    let one!: ContentImage;
    let two!: ContentImage;
    await act(async () => {
      two = uploads[1].finish();
      one = uploads[0].finish();
    });
    await waitFor(() => expect(items()).toHaveLength(3));
    // In the order chosen, not the order the uploads ended.
    expect(current.value).toEqual([A, one, two]);
    expect(one.path).toMatch(/^images\/projects\/site\/.+\.webp$/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps an image that lands before an earlier choice waiting, and leaves nothing stored if it is cancelled then', async () => {
    const { uploads, deleted } = controlledStore();
    const { user, current } = renderGallery([]);
    await user.upload(screen.getByLabelText('Add images'), [imageFile('one.jpg'), imageFile('two.jpg'), imageFile('three.jpg')]);
    await waitFor(() => expect(uploads).toHaveLength(3));

    let three!: ContentImage;
    await act(async () => {
      three = uploads[2].finish();
    });
    // Stored, but one.jpg and two.jpg come first: it waits, at 100 %, still counted as an upload.
    expect(current.value).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Upload progress for three.jpg' })).toHaveAttribute('value', '100');

    await user.click(screen.getByRole('button', { name: 'Cancel upload of two.jpg' }));
    let one!: ContentImage;
    await act(async () => {
      one = uploads[0].finish();
    });
    await waitFor(() => expect(current.value).toEqual([one, three]));

    // Cancelling an image already stored and waiting deletes it.
    await user.upload(screen.getByLabelText('Add images'), [imageFile('four.jpg'), imageFile('five.jpg')]);
    await waitFor(() => expect(uploads).toHaveLength(5));
    let five!: ContentImage;
    await act(async () => {
      five = uploads[4].finish();
    });
    await user.click(screen.getByRole('button', { name: 'Cancel upload of five.jpg' }));
    // With its narrower copies.
    await waitFor(() => expect(deleted).toEqual(expect.arrayContaining([five.path, ...five.variants.map((variant) => variant.path)])));
    expect(five.variants).toHaveLength(3);
    const four = await act(async () => uploads[3].finish());
    await waitFor(() => expect(current.value).toEqual([one, three, four]));
  });

  it('cancels one upload while the other goes on, and reports a failure', async () => {
    const { uploads } = controlledStore();
    const { user, current } = renderGallery([]);
    expect(screen.getByText('The gallery is empty.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add images'), [imageFile('one.jpg'), imageFile('two.jpg'), imageFile('three.jpg')]);
    await waitFor(() => expect(uploads).toHaveLength(3));

    await user.click(await screen.findByRole('button', { name: 'Cancel upload of one.jpg' }));
    expect(await screen.findByText('one.jpg: Upload cancelled.')).toBeInTheDocument();
    // The Cancel button went with the progress bar: focus is on the file input, not lost to the page body.
    expect(screen.getByLabelText('Add images')).toHaveFocus();
    expect(uploads[0].options.signal?.aborted).toBe(true);
    expect(uploads[1].options.signal?.aborted).toBe(false);

    uploads[2].fail(new ContentError('network', 'offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('three.jpg: The upload failed because of the network');

    const two = uploads[1].finish();
    await waitFor(() => expect(current.value).toEqual([two]));

    await user.click(screen.getByRole('button', { name: 'Dismiss message about three.jpg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add images')).toHaveFocus();
  });

  it('rejects a non-image among the files with a message', async () => {
    const { uploads } = controlledStore();
    renderGallery([]);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add images'), [imageFile('notes.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.pdf: This file is not an image');
    expect(uploads).toHaveLength(0);
  });

  it('refuses an SVG with a message that says why, and offers only the listed types in the picker', async () => {
    const { uploads } = controlledStore();
    renderGallery([]);
    const input = screen.getByLabelText('Add images');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(input).toHaveAccessibleDescription(/JPEG, PNG, WebP, GIF or AVIF, up to 20 MB \(not SVG\)/);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [imageFile('logo.svg', { type: 'image/svg+xml' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('logo.svg: SVG images are not accepted: an SVG can carry code');
    expect(uploads).toHaveLength(0);
  });

  it('adds no more than 20 images', async () => {
    const { uploads } = controlledStore();
    const many = Array.from({ length: 19 }, (_, i) => storedImage(`img-${i}`));
    const { user } = renderGallery(many);
    await user.upload(screen.getByLabelText('Add images'), [imageFile('one.jpg'), imageFile('two.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 more image fits');
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(screen.getByLabelText('Add images')).toBeDisabled();

    // Cancelling frees the slot: the file input turns on again and takes the focus the Cancel button had.
    await user.click(screen.getByRole('button', { name: 'Cancel upload of one.jpg' }));
    await waitFor(() => expect(screen.getByLabelText('Add images')).toBeEnabled());
    expect(screen.getByLabelText('Add images')).toHaveFocus();
  });
});
