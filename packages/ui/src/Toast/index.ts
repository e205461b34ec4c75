export { Toaster, type ToasterProps } from './Toaster';
export { useToast } from './useToast';
export {
  toast,
  toastStore,
  createToastStore,
  createIdCounter,
  toastVariants,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastHandle,
  type ToastStore,
  type ToastVariant,
} from './toastStore';
