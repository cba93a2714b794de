import { useEffect, useState, type RefObject } from "react";

/** How far outside the screen an element counts as about to be seen. */
const NEAR_MARGIN = "300px";

interface NetworkInformationLike {
  saveData?: boolean;
}

/** True when the visitor asked their browser to save data (Chrome's Lite mode, Save-Data). */
export function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/**
 * Becomes true once the element comes within NEAR_MARGIN of the viewport, and stays true. Used to
 * fetch what a link leads to before it is tapped; never on a data-saving connection.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === "undefined" || prefersSavingData()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
