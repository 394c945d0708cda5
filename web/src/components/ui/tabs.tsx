import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('inline-flex gap-1 rounded-lg bg-slate-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** `margin` is the space under the tab list: a prop, since `cn` does not resolve a className's `mt-6` against ours. */
export function TabsContent({
  className,
  margin = 'mt-4',
  ...props
}: ComponentProps<typeof TabsPrimitive.Content> & { margin?: 'mt-4' | 'mt-6' }) {
  return <TabsPrimitive.Content className={cn(margin, className)} {...props} />;
}
