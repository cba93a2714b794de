import { useCallback, useEffect, useRef, useState } from "react";

/** Edits are kept in the browser after this long without typing. */
export const DRAFT_DELAY_MS = 500;

interface StoredDraft<T> {
  values: T;
  savedAt: string;
}

function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft<T>;
    return parsed && typeof parsed === "object" && parsed.values ? parsed : null;
  } catch (error) {
    // Storage that cannot be read (private mode, a full disk) only loses the draft.
    console.warn("Could not read the form draft", error);
    return null;
  }
}

export function removeDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn("Could not remove the form draft", error);
  }
}

/**
 * A form's local draft: saved under `key` after DRAFT_DELAY_MS of quiet
 * while the values differ from the loaded record, restored when the form opens again (over the
 * loaded record, in edit mode too), and discarded by `clear`. A successful save removes it (the
 * page the save leads to calls removeDraft).
 */
export function useFormDraft<T extends Record<string, string>>(options: {
  key: string;
  loaded: T;
  values: T;
  setValues: (values: T) => void;
  /** Brings a stored draft up to today's rules (retired values of older versions of the form). */
  normalize?: (values: T) => T;
}) {
  const { key, loaded, values, setValues, normalize = (draft: T) => draft } = options;
  const [restored, setRestored] = useState(false);
  const ready = useRef(false);

  useEffect(() => {
    const draft = readDraft<T>(key);
    if (draft) {
      let merged = { ...loaded };
      for (const field of Object.keys(loaded) as (keyof T)[]) {
        const value = draft.values[field];
        if (typeof value === "string") merged[field] = value as T[keyof T];
      }
      merged = normalize(merged);
      if (Object.keys(loaded).some((field) => merged[field] !== loaded[field])) {
        setValues(merged);
        setRestored(true);
      }
    }
    ready.current = true;
    // Once per record: when the form opens.
  }, [key]);

  useEffect(() => {
    if (!ready.current) return;
    const changed = Object.keys(loaded).some((field) => values[field] !== loaded[field]);
    const timer = window.setTimeout(() => {
      if (!changed) return removeDraft(key);
      try {
        window.localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      } catch (error) {
        console.warn("Could not save the form draft", error);
      }
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, loaded, values]);

  const clear = useCallback(() => {
    removeDraft(key);
    setValues(loaded);
    setRestored(false);
  }, [key, loaded, setValues]);

  return { restored, clear };
}
