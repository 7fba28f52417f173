import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function renderMarkdownAt(source: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Markdown source={source} /> },
      { path: '/blog/:id', element: <h1>Post page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<Markdown>', () => {
  it('renders headings, links and lazily highlighted code', async () => {
    renderMarkdownAt('## Install\n\nSee [docs](https://example.com/docs).\n\n```ts\nconst answer = 42;\n```');
    expect(screen.getByRole('heading', { level: 2, name: 'Install' })).toHaveAttribute('id', 'user-content-install');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('rel', 'noopener noreferrer');
    // Plain text first, colours once the highlighter chunk has loaded.
    await waitFor(() => expect(screen.getByText('const')).toHaveClass('hljs-keyword'));
    expect(screen.getByText('42')).toHaveClass('hljs-number');
  });

  it('navigates inside the app for site links', async () => {
    const router = renderMarkdownAt('Read [the post](/blog/hello-world).');
    await userEvent.click(screen.getByRole('link', { name: 'the post' }));
    expect(await screen.findByRole('heading', { name: 'Post page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/hello-world');
  });
});
