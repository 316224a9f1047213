import type { ToastType } from '@cvforge/contracts';
import { toast } from 'sonner';

export interface ShowToastOptions {
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds; the Toaster's default is 5000 (docs/product.md §P9). */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

/**
 * Shows a toast (docs/product.md §P3 "Toast"): dismissable through the Toaster's close button,
 * 5000 ms unless told otherwise, with an optional action. Callers decide the wording.
 */
export function showToast({ type, title, message, duration, action }: ShowToastOptions) {
  return toast[type](title, {
    description: message,
    duration,
    action: action ? { label: action.label, onClick: action.onClick } : undefined,
  });
}
