/** An empty element under a list that asks for more rows as it nears the screen. */
import { useEffect, useRef } from "react";

interface Props {
  /** While false (loading, failed, nothing left) the sentinel waits. */
  active: boolean;
  onNear(): void;
}

export function ScrollSentinel({ active, onNear }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const near = useRef(onNear);
  useEffect(() => {
    near.current = onNear;
  });

  // A new observer each time it turns active: if the sentinel is still in view after a load, the
  // first report says so and the next page follows.
  useEffect(() => {
    const target = element.current;
    if (!active || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near.current();
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active]);

  return <div ref={element} className="paging-sentinel" aria-hidden="true" />;
}
