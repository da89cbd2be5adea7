import { v7 as uuidv7 } from 'uuid';

import { emit } from './bus';
import type { ToastType } from './state/app-state';

/** Queues a toast for the banner (docs/product.md#toast-banner). Returns its id. */
export function showToast(type: ToastType, message: string): string {
  const id = uuidv7();
  emit('toast/added', { toast: { id, type, message } });
  return id;
}
