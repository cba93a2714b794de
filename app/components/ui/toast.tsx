import { createContext, useCallback, useContext, useState } from "react";
import { lazyModule, useLazyModule } from "./lazy-module.ts";

// The one toast system. Showing a toast fetches the Radix part (toast-view.tsx) the first time, so
// pages that never toast do not pay for it.

export interface ToastMessage {
  title: string;
  description?: string;
  /** A button beside the message; `altText` tells screen reader users how else to do it. */
  action?: { label: string; altText: string; onAction: () => void };
  /** Stays until the visitor answers, instead of closing after 5 s. */
  persistent?: boolean;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

const toastView = lazyModule(() => import("./toast-view.tsx"));

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const view = useLazyModule(toastView);
  const { load } = view;
  const show = useCallback(
    (message: ToastMessage) => {
      void load();
      // A fresh id remounts the toast, so its timer starts again for the new message.
      setToast({ ...message, id: Date.now() + Math.random() });
    },
    [load],
  );
  const View = view.loaded?.ToastView;
  return (
    <ToastContext.Provider value={show}>
      {children}
      {View && (
        <View toast={toast} onClosed={(id) => setToast((current) => (current?.id === id ? null : current))} />
      )}
    </ToastContext.Provider>
  );
}
