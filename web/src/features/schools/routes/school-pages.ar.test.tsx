import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { caseStudyHref, schoolServiceHref } from '../lib/schools-paths';
import { renderScreens } from '../test/schools-render-screens';

describe('the school pages in Arabic (issue 26 §2)', () => {
  it('writes For Schools in Arabic: slogan, the five services and the success stories', () => {
    stubApi({});
    renderScreens(paths.forSchools.href());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نمكّن المدارس، ونرتقي بالإنجليزية');
    expect(document.title).toBe('للمدارس | The Gate');
    const services = screen.getByRole('region', { name: 'خدماتنا' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'تطوير المناهج',
      'تطوير أعضاء هيئة التدريس',
      'حلول التقييم',
      'برامج تطوير المدارس',
      'الموارد التعليمية',
    ]);
    const learnMore = within(services).getByRole('link', { name: /حلول التقييم/ });
    expect(learnMore).toHaveAttribute('href', schoolServiceHref('assessment-solutions'));
    expect(learnMore).toHaveTextContent('اعرف المزيد عن حلول التقييم');
    expect(screen.getByRole('region', { name: 'قصص نجاح' })).toHaveTextContent('مدرسة أوكريدج الدولية');
  });

  it('writes a service page in Arabic, and asks for a consultation about it by its Arabic name', () => {
    stubApi({});
    renderScreens(schoolServiceHref('school-curriculum'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تطوير المناهج');
    expect(document.title).toBe('تطوير المناهج | The Gate');
    expect(within(screen.getByRole('region', { name: 'ما تتضمنه الخدمة' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'كيف نعمل' })).toHaveTextContent('مراجعة المنهج');
    expect(screen.getAllByRole('button', { name: 'Request a Consultation' })[0]).toHaveAttribute(
      'data-topic',
      'تطوير المناهج',
    );
  });

  it('tells a case study in Arabic, its figures kept left to right', () => {
    stubApi({});
    renderScreens(caseStudyHref('oakridge'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('مدرسة أوكريدج الدولية');
    expect(document.title).toBe('دراسة حالة: مدرسة أوكريدج الدولية | The Gate');
    expect(screen.getByRole('region', { name: 'التحدي' })).toHaveTextContent(/ظلت ثابتة ثلاث سنوات/);
    const results = screen.getByRole('region', { name: 'النتائج' });
    expect(within(results).getByText('3.4 → 4.3').tagName).toBe('BDI');
    expect(screen.getByRole('figure')).toHaveTextContent(
      'دينا فاروق، رئيسة قسم اللغة الإنجليزية، المرحلة الابتدائية، مدرسة أوكريدج الدولية',
    );
  });
});
