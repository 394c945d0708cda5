import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, CONTACT } from './contact-details';

// Issue 26 §2: the address and the office days read in Arabic; the phone number and hours stay as they are.
describe('the contact details in Arabic', () => {
  it('names the address and the days in Arabic', () => {
    expect(CONTACT.address).toBe('شارع التسعين، القاهرة الجديدة، مصر');
    expect(CONTACT.phone).toBe('+20 2 2555 0123');
    expect(BUSINESS_HOURS).toEqual([
      { days: 'الاثنين - الجمعة', hours: '9:00-18:00' },
      { days: 'السبت', hours: '10:00-16:00' },
      { days: 'الأحد', hours: 'مغلق' },
    ]);
  });
});
