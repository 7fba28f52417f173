/** Issue 13 #14: typing never waits for the preview, and the preview follows the block being edited. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from '../../../components/markdown/render-markdown';
import { ensureLanguage } from '../../../lib/i18n';
import { MarkdownField } from './markdown-field';

vi.mock('../../../components/markdown/render-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/markdown/render-markdown')>();
  return { ...actual, renderMarkdown: vi.fn(actual.renderMarkdown) };
});
const { renderMarkdown: realRenderMarkdown } = await vi.importActual<typeof import('../../../components/markdown/render-markdown')>(
  '../../../components/markdown/render-markdown',
);

function renderBody(initial: string) {
  function Host() {
    const [value, setValue] = useState(initial);
    return <MarkdownField id="body" label="Body" previewLabel="Preview" value={value} onChange={setValue} lang="en" />;
  }
  const router = createMemoryRouter([{ path: '/', element: <Host /> }]);
  render(<RouterProvider router={router} />);
  return { textarea: screen.getByLabelText('Body') as HTMLTextAreaElement, preview: screen.getByRole('region', { name: 'Preview' }) };
}

const BODY = ['# Notes', 'First paragraph.', 'Second paragraph.', 'Third paragraph.'].join('\n\n');
const END = BODY.length - 1; // before the final full stop

describe('<MarkdownField> preview', () => {
  beforeAll(() => ensureLanguage('en', ['common', 'admin']));
  beforeEach(() => {
    vi.mocked(renderMarkdown).mockReset();
    vi.mocked(renderMarkdown).mockImplementation(realRenderMarkdown);
  });

  it('puts each keystroke on screen before the preview renders it', async () => {
    const { textarea, preview } = renderBody(BODY);
    // What the textarea showed whenever the preview rendered the new text.
    const shownWhileRendering: string[] = [];
    vi.mocked(renderMarkdown).mockImplementation((source, highlighter) => {
      if (source.includes('paragraph!')) shownWhileRendering.push(textarea.value);
      return realRenderMarkdown(source, highlighter);
    });
    await userEvent.type(textarea, '!', { initialSelectionStart: END, initialSelectionEnd: END });
    expect(within(preview).getByText('Third paragraph!.')).toBeInTheDocument();
    expect(shownWhileRendering.length).toBeGreaterThan(0);
    // Rendered in the keystroke's own pass, the preview would run before React commits the textarea's new value.
    for (const shown of shownWhileRendering) expect(shown).toContain('Third paragraph!.');
  });

  it('renders again only the block a keystroke changed', async () => {
    const { textarea } = renderBody(BODY);
    vi.mocked(renderMarkdown).mockClear();
    await userEvent.type(textarea, '!', { initialSelectionStart: END, initialSelectionEnd: END });
    expect(vi.mocked(renderMarkdown).mock.calls.map(([source]) => source)).toEqual(['Third paragraph!.']);
  });

  it('follows the caret: the block being edited is the preview’s current block', async () => {
    const { textarea, preview } = renderBody(BODY);
    await userEvent.type(textarea, 'X', { initialSelectionStart: BODY.indexOf('Second'), initialSelectionEnd: BODY.indexOf('Second') });
    const current = preview.querySelector('[data-current]');
    expect(current).toHaveTextContent('XSecond paragraph.');
    await userEvent.type(textarea, 'Y', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(preview.querySelector('[data-current]')).toHaveTextContent('YNotes');
  });
});

describe('the Markdown toolbar', () => {
  beforeAll(() => ensureLanguage('en', ['common', 'admin']));

  it('formats the selection from its buttons and from Ctrl + B, I and K, and counts the words', async () => {
    const { textarea } = renderBody('Hello big world');
    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(screen.getByText('3 words')).toBeInTheDocument();

    textarea.focus();
    textarea.setSelectionRange(6, 9);
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(textarea.value).toBe('Hello **big** world');
    // The formatted text stays selected, in the textarea, for the next one.
    expect(textarea).toHaveFocus();
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('big');

    await user.keyboard('{Control>}i{/Control}');
    expect(textarea.value).toBe('Hello **_big_** world');
    textarea.setSelectionRange(16, 21);
    await user.keyboard('{Control>}k{/Control}');
    expect(textarea.value).toBe('Hello **_big_** [world](https://)');
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('https://');
    expect(screen.getByText('3 words')).toBeInTheDocument();
  });

  it('is one Tab stop, its buttons reached with the arrow keys', async () => {
    renderBody('Text');
    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByRole('toolbar');
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Quote' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Body')).toHaveFocus();
  });
});
