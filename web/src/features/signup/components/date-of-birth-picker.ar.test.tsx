import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateOfBirthPicker, formatDateOfBirth } from './date-of-birth-picker';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <span id="dob-label">تاريخ الميلاد</span>
      <DateOfBirthPicker id="dob" labelId="dob-label" value={value} onChange={setValue} />
    </>
  );
}

describe('the date-of-birth picker in Arabic (issue 26 §2, §5)', () => {
  it('names the months in Arabic, from Intl, and the parts of the date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /^تاريخ الميلاد/ });
    expect(trigger).toHaveTextContent('اختر تاريخ ميلادك');
    await user.click(trigger);
    const months = within(screen.getByRole('combobox', { name: 'الشهر' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months).toEqual([
      'الشهر',
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'السنة' }), '2000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'الشهر' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'اليوم' }), '17');
    expect(trigger).toHaveTextContent('17 مايو 2000');
    expect(trigger).toHaveTextContent(/العمر: \d+/);
    expect(screen.getByRole('button', { name: 'تم' })).toBeInTheDocument();
  });

  it('writes a date of birth with its Arabic month and Latin digits', () => {
    expect(formatDateOfBirth('1990-05-17')).toBe('17 مايو 1990');
    expect(formatDateOfBirth('2013-12-31')).toBe('31 ديسمبر 2013');
  });
});
