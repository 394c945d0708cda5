import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { argumentPresentation, inferenceSheet } from '../test/fixtures';
import { renderCatalogue } from '../test/render-catalogue';

const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('/ar/material/{id} (issue 26 §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers to buy a paid material for its price in ج.م., with its year and facts in Arabic', async () => {
    stubApi({ '/api/materials/2': argumentPresentation });
    renderCatalogue('/material/2');
    await screen.findByRole('heading', { level: 1, name: argumentPresentation.title });
    const buy = screen.getByRole('button', { name: /اشترِ بـ/ });
    expect(visible(buy.textContent)).toBe('اشترِ بـ 1,500.00 ج.م.');
    expect(screen.getAllByText('الصف 6').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'معاينة المادة' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'الوصف' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'التفاصيل' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'المواد التعليمية' })).toHaveAttribute('href', '/materials');
  });

  it('offers a free material as a free download, and says so in Arabic', async () => {
    stubApi({ '/api/materials/1': inferenceSheet });
    renderCatalogue('/material/1');
    await screen.findByRole('heading', { level: 1, name: inferenceSheet.title });
    expect(screen.getByRole('link', { name: 'معاينة المادة' })).toHaveAttribute('href', inferenceSheet.previewUrl);
    expect(screen.getAllByText('مجاني').length).toBeGreaterThan(0);
  });

  it('says a missing material is not found, in Arabic, with the way back', async () => {
    stubApi({ '/api/materials/9': reply(404, {}) });
    renderCatalogue('/material/9');
    expect(await screen.findByRole('heading', { name: 'المادة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('تعذّر العثور على المادة المطلوبة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المواد التعليمية' })).toHaveAttribute('href', '/materials');
  });
});
