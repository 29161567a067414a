/** Whether an element is on screen; true until measured, so the server page shows no extras. */
import { useCallback, useState } from "react";

export function useInView(): [inView: boolean, ref: (element: Element | null) => () => void] {
  const [inView, setInView] = useState(true);
  const ref = useCallback((element: Element | null) => {
    if (!element || typeof IntersectionObserver === "undefined") return () => {};
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [inView, ref];
}
