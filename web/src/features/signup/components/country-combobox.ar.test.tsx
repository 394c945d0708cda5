import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, exactCountry, filterCountries } from '../data/countries';
import { CountryCombobox } from './country-combobox';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label htmlFor="country">البلد</label>
      <CountryCombobox id="country" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </form>
  );
}

describe('the country list in Arabic (issue 26 §2)', () => {
  it('names the countries in Arabic, finds them by their Arabic name, and still sends the English one (AMB-46)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'البلد' });
    expect(input).toHaveAttribute('placeholder', 'ابحث عن بلدك');
    await user.type(input, 'مص');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('مصر');
    await user.click(screen.getByRole('option', { name: 'مصر' }));
    expect(input).toHaveValue('مصر');
    expect(screen.getByTestId('value')).toHaveTextContent('Egypt');
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByText('لم يُعثر على بلد.')).toBeInTheDocument();
  });

  it('lists every country once, in Arabic order, and folds the hamza forms when searching', () => {
    const shown = filterCountries('');
    expect([...shown].sort()).toEqual([...COUNTRIES].sort());
    // Arabic order: المغرب (Morocco) before مصر (Egypt), the other way round from English.
    expect(shown.indexOf('Morocco')).toBeLessThan(shown.indexOf('Egypt'));
    expect(filterCountries('الامارات')).toEqual(['United Arab Emirates']);
    expect(filterCountries('فلسطين')).toEqual(['Palestine']);
    expect(exactCountry('السعوديه')).toBeNull();
    expect(exactCountry('المملكة العربية السعودية')).toBe('Saudi Arabia');
    expect(exactCountry('egypt')).toBe('Egypt');
  });
});
