/** Issue 13 #7: a counter that shows the limit as it is crossed, not at save. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguage } from '../../../lib/i18n';
import { TextField } from './fields';

function Summary({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextField id="summary" label="Summary (English)" value={value} onChange={setValue} limit={10} hint="Shown in lists." />;
}

describe('<TextField> character counter', () => {
  beforeAll(() => ensureLanguage('en', ['common', 'admin']));

  it('describes the field with the hint and "used / limit"', async () => {
    render(<Summary />);
    await userEvent.type(screen.getByLabelText('Summary (English)'), 'Short');
    expect(screen.getByLabelText('Summary (English)')).toHaveAccessibleDescription('Shown in lists. 5 / 10 characters');
    expect(screen.getByText('5 / 10 characters')).not.toHaveClass('field__counter--over');
  });

  it('says how far over the limit the text is as soon as it crosses it, in words and in the error colour', async () => {
    render(<Summary initial="1234567890" />);
    const field = screen.getByLabelText('Summary (English)');
    expect(screen.queryByText(/over the limit/)).not.toBeInTheDocument();
    await userEvent.type(field, 'abc');
    const counter = screen.getByText('13 / 10 characters · 3 characters over the limit');
    expect(counter).toHaveClass('field__counter--over');
    expect(field).toHaveAccessibleDescription(/3 characters over the limit/);
    // Announced once, politely, when crossed: the live region's text does not change with every keystroke.
    const live = screen.getByText('Summary (English): over the limit of 10 characters.');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(field, 'd');
    expect(screen.getByText('14 / 10 characters · 4 characters over the limit')).toBeInTheDocument();
    expect(live).toHaveTextContent('Summary (English): over the limit of 10 characters.');
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(screen.getByText('10 / 10 characters')).not.toHaveClass('field__counter--over');
    expect(live).toBeEmptyDOMElement();
  });
});
