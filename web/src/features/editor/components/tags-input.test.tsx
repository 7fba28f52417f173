import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureLanguage, i18n } from '../../../lib/i18n';
import { TagsInput } from './tags-input';

function renderTags(initial: string[] = []) {
  const onChange = vi.fn();
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <TagsInput
        id="tags"
        label={i18n.language === 'es' ? 'Etiquetas' : 'Tags'}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  // No app providers: react-i18next falls back to the app's i18n instance.
  render(<Host />);
  return { onChange, user: userEvent.setup({ delay: null }) };
}

const chips = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

describe('TagsInput', () => {
  beforeAll(() => ensureLanguage('en', ['common', 'admin']));

  it('makes a tag of what is typed, as addresses are made: spaces become hyphens, capitals and accents go', async () => {
    const { user, onChange } = renderTags();
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'Canvas API{Enter}diseño,  Web  Audio {Enter}');
    expect(chips()).toEqual(['canvas-api', 'diseno', 'web-audio']);
    expect(onChange).toHaveBeenLastCalledWith(['canvas-api', 'diseno', 'web-audio']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Tag web-audio added.');
    expect(input).toHaveAccessibleDescription(/Spaces become hyphens and accents are dropped/);
  });

  it('keeps refused text selected, so the next tag replaces it instead of running on from it', async () => {
    const { user } = renderTags(['react']);
    const input = screen.getByLabelText('Tags');
    await user.type(input, '!!!{Enter}');
    expect(input).toHaveAccessibleDescription(/“!!!” has no letters or digits to make a tag from/);
    expect(input).toHaveValue('!!!');
    // Typing on, as one does after Enter (no click in between).
    await user.keyboard('css{Enter}');
    expect(chips()).toEqual(['react', 'css']);

    await user.type(input, 'React,');
    expect(input).toHaveAccessibleDescription(/“react” is already added/);
    await user.keyboard('html,');
    expect(chips()).toEqual(['react', 'css', 'html']);

    await user.type(input, `${'a'.repeat(31)}{Enter}`);
    expect(input).toHaveAccessibleDescription(/too long for a tag: at most 30 characters/);
    expect(chips()).toEqual(['react', 'css', 'html']);
  });

  it('refuses a thirteenth tag', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `tag-${index}`);
    const { user } = renderTags(twelve);
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'one more{Enter}');
    expect(input).toHaveAccessibleDescription(/At most 12/);
    expect(chips()).toHaveLength(12);
  });

  it('keeps focus in the field when a tag is removed, and says so', async () => {
    const { user } = renderTags(['react', 'css', 'html']);
    await user.click(screen.getByRole('button', { name: 'Remove tag css' }));
    expect(chips()).toEqual(['react', 'html']);
    // The next tag's button, where the removed one was.
    expect(screen.getByRole('button', { name: 'Remove tag html' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Tag css removed.');
    // The last one removed: on to the input.
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['react']);
    expect(screen.getByLabelText('Tags')).toHaveFocus();
  });

  it('Backspace in the empty field goes to the last tag; Backspace there removes it', async () => {
    const { user } = renderTags(['react', 'css']);
    const input = screen.getByLabelText('Tags');
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['react', 'css']);
    expect(screen.getByRole('button', { name: 'Remove tag css' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['react']);
    expect(input).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Tag css removed.');
    // Text in the field: Backspace edits it.
    await user.type(input, 'ab{Backspace}');
    expect(input).toHaveValue('a');
    expect(chips()).toEqual(['react']);
  });

  describe('in Spanish', () => {
    beforeAll(async () => {
      await ensureLanguage('es', ['common', 'admin']);
      await i18n.changeLanguage('es');
    });
    afterAll(() => i18n.changeLanguage('en'));

    it('turns Spanish letters into a tag and explains in Spanish', async () => {
      const { user } = renderTags();
      const input = screen.getByLabelText('Etiquetas');
      await user.type(input, 'Diseño web{Enter}¿?{Enter}');
      expect(chips()).toEqual(['diseno-web']);
      expect(input).toHaveAccessibleDescription(/«¿\?» no tiene letras ni dígitos con los que formar una etiqueta/);
      expect(input).toHaveAccessibleDescription(/Los espacios se convierten en guiones/);
    });
  });
});
