import { forwardRef, useEffect } from 'react';
import { Button } from '../Button';
import { toastStore, type Toast, type ToastStore } from './toastStore';
import { useToast } from './useToast';
import * as css from './Toast.css';

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

const ToastItem = forwardRef<HTMLDivElement, ToastItemProps>(function ToastItem({ toast, onDismiss }, ref) {
  const close = () => onDismiss(toast.id);
  return (
    <div ref={ref} className={css.toastRecipe({ variant: toast.variant })} data-variant={toast.variant}>
      <div>
        {toast.title && <p className={css.title}>{toast.title}</p>}
        {toast.description && <p className={css.description}>{toast.description}</p>}
        {toast.action && (
          <div className={css.actions}>
            <Button
              size="sm"
              variant="outline"
              onPress={() => {
                toast.action?.onPress();
                close();
              }}
            >
              {toast.action.label}
            </Button>
          </div>
        )}
      </div>
      <Button size="icon" variant="ghost" aria-label="Close notification" onPress={close}>
        <span aria-hidden="true">×</span>
      </Button>
    </div>
  );
});
ToastItem.displayName = 'ToastItem';

export interface ToasterProps {
  /**
   * Which store to render; tests and stories pass their own.
   * @default the app-wide toastStore
   */
  store?: ToastStore;
}

/**
 * Renders the open notification. Both live regions are always in the page, because screen
 * readers only announce changes inside a region that already existed: polite for default,
 * assertive for destructive. Escape closes the notification from anywhere.
 */
export function Toaster({ store = toastStore }: ToasterProps) {
  const { toasts, dismiss } = useToast(store);
  const open = toasts.filter((t) => t.open);

  useEffect(() => {
    if (open.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open.length, dismiss]);

  const render = (variant: Toast['variant']) =>
    open.filter((t) => t.variant === variant).map((t) => <ToastItem key={t.id} toast={t} onDismiss={dismiss} />);

  return (
    <section aria-label="Notifications" className={css.viewport}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {render('default')}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {render('destructive')}
      </div>
    </section>
  );
}
Toaster.displayName = 'Toaster';
