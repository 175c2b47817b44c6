import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, use, useCallback, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type ToastMessage = { title: string; description?: string; variant?: 'default' | 'error' };

type ShownToast = ToastMessage & { id: number; open: boolean };

const ToastContext = createContext<((message: ToastMessage) => void) | null>(null);

const TOAST_DURATION_MS = 5000;

/**
 * One toast at a time: a new one replaces the current one (the spec's single-toast area).
 * Radix handles the 5 s timeout, swipe right to dismiss (50 px), Escape, and F8 to focus the area.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((message: ToastMessage) => {
    setCurrent((previous) => ({ ...message, id: (previous?.id ?? 0) + 1, open: true }));
  }, []);

  return (
    <ToastContext value={show}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current && (
          <ToastPrimitive.Root
            key={current.id}
            open={current.open}
            onOpenChange={(open) =>
              setCurrent((shown) => (shown && shown.id === current.id ? { ...shown, open } : shown))
            }
            className={cn(
              'bg-card pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0',
              'transition-[transform,opacity] duration-200 data-[swipe=move]:transition-none',
              current.variant === 'error' && 'border-destructive/40',
            )}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title
                className={cn('text-sm font-semibold', current.variant === 'error' && 'text-destructive')}
              >
                {current.title}
              </ToastPrimitive.Title>
              {current.description && (
                <ToastPrimitive.Description className="text-muted-foreground text-sm">
                  {current.description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="text-muted-foreground hover:text-foreground absolute top-3 right-3 rounded-md p-1"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        {/* Top on small screens, clear of the bottom bar; above the feedback button on larger ones. */}
        <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:top-auto md:bottom-20" />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

export function useToast(): (message: ToastMessage) => void {
  const show = use(ToastContext);
  if (show === null) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
