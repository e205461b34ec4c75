// Pure TypeScript on purpose: no React here, so the rules are testable in Node.

/** At most this many notifications show at once; the newest replaces the oldest. */
export const TOAST_LIMIT = 1;
/** A dismissed notification stays in the store this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (fields: Partial<Omit<Toast, 'id'>>) => void;
}

/** String ids from a counter that wraps at the largest safe integer. */
export function createIdCounter(start = 0) {
  let count = start;
  return () => {
    count = (count + 1) % Number.MAX_SAFE_INTEGER;
    return String(count);
  };
}

export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
  nextId = createIdCounter(),
} = {}) {
  let toasts: Toast[] = [];
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        remove(id);
      }, removeDelayMs),
    );
  };

  const add = (item: Toast) => set([item, ...toasts].slice(0, limit));

  const update = (id: string, fields: Partial<Omit<Toast, 'id'>>) =>
    set(toasts.map((t) => (t.id === id ? { ...t, ...fields } : t)));

  const dismiss = (id?: string) => {
    toasts.filter((t) => id === undefined || t.id === id).forEach((t) => scheduleRemoval(t.id));
    set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  function remove(id?: string) {
    set(id === undefined ? [] : toasts.filter((t) => t.id !== id));
  }

  const toast = ({ variant = 'default', ...fields }: ToastInput): ToastHandle => {
    const id = nextId();
    add({ ...fields, variant, id, open: true });
    return { id, dismiss: () => dismiss(id), update: (next) => update(id, next) };
  };

  return {
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    add,
    update,
    dismiss,
    remove,
    toast,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app-wide store that `toast()`, `useToast()` and `<Toaster/>` share. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
