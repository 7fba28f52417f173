/**
 * Images in a body: the site's security policy blocks images from other sites, so the owner uploads
 * one from the editor (under the item's folder, through the same pipeline as the cover) and its Markdown lands at
 * the caret, described in the body's language.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { imageFile, installFakeCodec } from '../images/images-test-kit';
import { holdUploads, renderAdmin, spiedStore } from './testing/render-admin';

beforeEach(() => {
  installFakeCodec();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/**
 * The file the owner picks in the system dialog the "Insert image" button opens. The hidden input it opens never
 * has the focus (user-event's upload would focus it, which a browser does not), so the pick is a change event.
 */
function chooseFile(button: HTMLElement, file: File) {
  const input = button.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('an image in the body', () => {
  it('uploads under the item, asks for alt text in the body’s language and inserts ![alt](url) at the caret, as its own paragraph', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const uploads = holdUploads(store);
    renderAdmin('/es/admin/blog/editar/hello-world', store);
    await findPageHeading('Editar entrada: Hola mundo');

    const body = screen.getByLabelText('Cuerpo en Markdown (español)') as HTMLTextAreaElement;
    // The help says which images work.
    expect(body).toHaveAccessibleDescription(/las de otros sitios las bloquea la política de seguridad del sitio/);
    // The caret after "# Hola\n\n".
    body.focus();
    body.setSelectionRange(8, 8);

    const button = screen.getByRole('button', { name: 'Insertar imagen' });
    await user.click(button);
    chooseFile(button, imageFile('grafico.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Insertar una imagen' });
    await waitFor(() => expect(uploads.started()).toBe(1));
    expect(within(dialog).getByText('Archivo: grafico.jpg')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Progreso de la subida de grafico.jpg' })).toBeInTheDocument();
    const insert = within(dialog).getByRole('button', { name: 'Insertar' });
    expect(insert).toBeDisabled();
    // The body is Spanish: its alt text is asked for in Spanish, and the field has the focus.
    const alt = within(dialog).getByLabelText('Texto alternativo (español)');
    expect(alt).toHaveFocus();
    expect(alt).toHaveAttribute('lang', 'es');
    // '[[' types one '[' (user-event's key syntax).
    await user.type(alt, 'Un gráfico [[v2]');

    // While it uploads, saving is held (the image would be missing from the saved body).
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveAttribute('aria-disabled', 'true');
    await uploads.finish(0);
    await waitFor(() => expect(insert).toBeEnabled());
    await user.click(insert);

    // One file: Markdown names one URL, so a body image gets no narrower copies (docs/decisions.md, "Responsive images").
    expect(store.uploadImage).toHaveBeenCalledOnce();
    const path = vi.mocked(store.uploadImage).mock.calls[0][0];
    expect(path).toMatch(/^images\/posts\/hello-world\/.+\.webp$/);
    const markdown = `![Un gráfico \\[v2\\]](https://storage.example.com/${path})`;
    // The dialog hands the image over as it closes: on a busy machine the text follows a render later.
    // On lines of its own: written up against the paragraph after it, the image would join that paragraph.
    await waitFor(() => expect(body.value).toBe(`# Hola\n\n${markdown}\n\nBienvenido a **mi** blog.`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back in the text, right after the image, to go on writing.
    expect(body).toHaveFocus();
    expect(body.selectionStart).toBe(8 + markdown.length);
    // The preview shows it.
    const preview = screen.getByRole('region', { name: 'Vista previa (español)' });
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: 'Un gráfico [v2]' })).toHaveAttribute('src', `https://storage.example.com/${path}`),
    );

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(/Guardado\. Los visitantes siguen viendo la versión publicada\./))[0]).toBeInTheDocument();
    expect((await store.getPost('hello-world', { includeDrafts: true }))?.body.es).toContain(markdown);
    // Saving never deletes a body image (only replaced covers and gallery images).
    expect(store.deleteImage).not.toHaveBeenCalledWith(path);
  });

  it('Cancel inserts nothing, deletes the unused upload and gives focus back to the button', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const uploads = holdUploads(store);
    renderAdmin('/admin/proyectos/editar/portfolio-site', store);
    await findPageHeading(/^Edit project:/);
    const body = screen.getByLabelText('Body in Markdown (English)') as HTMLTextAreaElement;
    const before = body.value;

    const button = screen.getByRole('button', { name: 'Insert image' });
    chooseFile(button, imageFile('shot.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    expect(within(dialog).getByLabelText('Alt text (English)')).toHaveFocus();
    await waitFor(() => expect(uploads.started()).toBe(1));
    await uploads.finish(0);
    const path = vi.mocked(store.uploadImage).mock.calls[0][0];
    expect(path).toMatch(/^images\/projects\/portfolio-site\//);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(body.value).toBe(before);
    await waitFor(() => expect(store.deleteImage).toHaveBeenCalledWith(path));
    expect(button).toHaveFocus();
  });

  it('puts the image at the end, as its own paragraph, when the owner has not been in the body yet', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const uploads = holdUploads(store);
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    chooseFile(screen.getByRole('button', { name: 'Insert image' }), imageFile('end.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    await waitFor(() => expect(uploads.started()).toBe(1));
    await uploads.finish(0);
    await user.type(within(dialog).getByLabelText('Alt text (English)'), 'Last{Enter}');
    const path = vi.mocked(store.uploadImage).mock.calls[0][0];
    const body = screen.getByLabelText('Body in Markdown (English)') as HTMLTextAreaElement;
    expect(body.value).toBe(`# Hello\n\nWelcome to **my** blog.\n\n![Last](https://storage.example.com/${path})`);
    expect(body).toHaveFocus();
    expect(body.selectionStart).toBe(body.value.length);
  });

  it('on a new post, holds the address while a body image uploads; a later change of address moves the image with it', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const uploads = holdUploads(store);
    renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    // No address yet: nowhere to store an image.
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Images can be inserted once the address is valid/)[0]).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title (English)'), 'Body first');
    await user.type(screen.getByLabelText('Summary (English)'), 'A summary.');
    const button = await screen.findByRole('button', { name: 'Insert image' });
    chooseFile(button, imageFile('a.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    await waitFor(() => expect(uploads.started()).toBe(1));
    // The bytes are on their way to images/posts/body-first/: the address waits for them.
    expect(screen.getByLabelText('Address (slug)')).toHaveAttribute('readonly');
    await uploads.finish(0);
    const insert = within(dialog).getByRole('button', { name: 'Insert' });
    await waitFor(() => expect(insert).toBeEnabled());
    await user.type(within(dialog).getByLabelText('Alt text (English)'), 'A diagram{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const path = vi.mocked(store.uploadImage).mock.calls[0][0];
    expect(path).toMatch(/^images\/posts\/body-first\//);
    const markdown = `![A diagram](https://storage.example.com/${path})`;
    // The owner had not been in the body: the image goes at its end (here the body was empty).
    expect(screen.getByLabelText('Body in Markdown (English)')).toHaveValue(markdown);
    // Enter inserted; it did not submit the post's form.
    expect(store.storePost).not.toHaveBeenCalled();

    // Until the first save the address can still change; the save stores the image again in the final folder
    // (the same bytes and size) and the body names the new file.
    await waitFor(() => expect(screen.getByLabelText('Address (slug)')).not.toHaveAttribute('readonly'));
    await user.type(screen.getByLabelText('Title (English)'), ' draft');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('body-first-draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads.started()).toBe(2));
    const [, bytes, size] = vi.mocked(store.uploadImage).mock.calls[0];
    const movedPath = path.replace('images/posts/body-first/', 'images/posts/body-first-draft/');
    expect(vi.mocked(store.uploadImage).mock.calls[1]).toEqual([movedPath, bytes, size, expect.anything()]);
    expect(store.storePost).not.toHaveBeenCalled();
    await uploads.finish(1);
    await waitFor(() => expect(store.storePost).toHaveBeenCalledTimes(1));
    expect(vi.mocked(store.storePost).mock.calls[0][0].working).toMatchObject({
      id: 'body-first-draft',
      body: { en: `![A diagram](https://storage.example.com/${movedPath})` },
    });
  });
});
