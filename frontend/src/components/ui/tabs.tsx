import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List className={cn('bg-muted inline-flex h-10 items-center rounded-lg p-1', className)} {...props} />
  );
}

/** Arrow keys move between triggers (Radix roving focus); the active one is styled from data-state. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'text-muted-foreground inline-flex h-8 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium',
        'focus-visible:ring-ring transition-colors focus-visible:ring-2 focus-visible:outline-none [&_svg]:size-4',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-visible:outline-none', className)} {...props} />;
}
