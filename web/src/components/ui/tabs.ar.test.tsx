import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('tabs right to left (issue 26 §3)', () => {
  it('lay out right to left, and the left arrow goes to the next tab', () => {
    const { container } = render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Sections">
          <TabsTrigger value="one">الأول</TabsTrigger>
          <TabsTrigger value="two">الثاني</TabsTrigger>
        </TabsList>
        <TabsContent value="one">1</TabsContent>
        <TabsContent value="two">2</TabsContent>
      </Tabs>,
    );
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'الأول' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'الثاني' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'الثاني' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'الأول' })).toHaveFocus();
  });
});
