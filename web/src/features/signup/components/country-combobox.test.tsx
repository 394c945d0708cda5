import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../data/countries';
import { CountryCombobox } from './country-combobox';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label htmlFor="country">Country</label>
      <CountryCombobox id="country" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </form>
  );
}

function renderCombobox(initial?: string) {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  const input = screen.getByRole('combobox', { name: 'Country' });
  const value = () => screen.getByTestId('value').textContent;
  const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
  return { user, input, value, optionNames };
}

describe('CountryCombobox', () => {
  it('is an ARIA combobox controlling a hidden listbox until used', () => {
    const { input } = renderCombobox();
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(listbox).not.toBeVisible();
  });

  it('REG-21, REG-24: Arrow Down opens all 193 countries in a list at most 200 px tall that scrolls', async () => {
    const { user, input, optionNames } = renderCombobox();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toHaveLength(COUNTRIES.length);
    expect(screen.getByRole('listbox')).toHaveClass('max-h-[200px]', 'overflow-y-auto');
  });

  it('REG-22: filters ignoring case: "egy" and "EGY" both show Egypt', async () => {
    const { user, input, optionNames } = renderCombobox();
    await user.type(input, 'egy');
    expect(optionNames()).toEqual(['Egypt']);
    await user.clear(input);
    await user.type(input, 'EGY');
    expect(optionNames()).toEqual(['Egypt']);
  });

  it('REG-23: a filter with no match shows "No country found."', async () => {
    const { user, input, optionNames } = renderCombobox();
    await user.type(input, 'zzz');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No country found.')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'egy');
    expect(screen.queryByText('No country found.')).not.toBeInTheDocument();
  });

  it('AMB-46: picks with the keyboard; the value is the English name', async () => {
    const { user, input, value } = renderCombobox();
    await user.type(input, 'united');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('United Kingdom');
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(value()).toBe('United Kingdom');
    expect(input).toHaveValue('United Kingdom');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('picks with the pointer and keeps the focus in the box', async () => {
    const { user, input, value } = renderCombobox();
    await user.type(input, 'eg');
    await user.click(screen.getByRole('option', { name: 'Egypt' }));
    expect(value()).toBe('Egypt');
    expect(input).toHaveFocus();
  });

  it('Escape closes the list, and a second Escape clears the box', async () => {
    const { user, input, value } = renderCombobox('Egypt');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(value()).toBe('Egypt');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(value()).toBe('');
  });

  it('text that is not a listed country leaves no value; typing a full name sets it', async () => {
    const { user, input, value } = renderCombobox();
    await user.type(input, 'Egyp');
    expect(value()).toBe('');
    await user.type(input, 't');
    expect(value()).toBe('Egypt');
  });

  it('leaving the box after editing a picked country puts the picked name back', async () => {
    const { user, input, value } = renderCombobox('Egypt');
    await user.type(input, '{Backspace}{Backspace}');
    expect(value()).toBe('');
    await user.type(input, 'pt');
    await user.clear(input);
    await user.type(input, 'Jordan');
    await user.tab();
    expect(value()).toBe('Jordan');
    expect(input).toHaveValue('Jordan');
  });
});
