import { useSyncExternalStore } from 'react';
import { toastStore, type ToastStore } from './toastStore';

/** The current toasts plus `toast()` and `dismiss()`, re-rendering on every change. */
export function useToast(store: ToastStore = toastStore) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
