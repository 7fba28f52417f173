import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguage, i18n } from '../../lib/i18n';
import { Icon } from './icon';
import { SpinnerOverlay } from './spinner-overlay';

describe('Icon', () => {
  it('is decorative by default, 1em square', () => {
    const { container } = render(<Icon name="github" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('height', '1em');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('turns a numeric size into pixels and becomes an image with a name when given a title', () => {
    render(<Icon name="logo" size={28} title="Go to home" />);
    const svg = screen.getByRole('img', { name: 'Go to home' });
    expect(svg).toHaveAttribute('width', '28px');
    expect(svg).not.toHaveAttribute('aria-hidden');
  });

  it('keeps a CSS length as given', () => {
    const { container } = render(<Icon name="search" size="2rem" />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '2rem');
  });
});

describe('SpinnerOverlay', () => {
  beforeAll(() => ensureLanguage('es'));

  it('is a busy status with a translated label', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SpinnerOverlay />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Cargando…');
  });

  it('accepts a specific label', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SpinnerOverlay label="Signing out" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing out');
  });
});
