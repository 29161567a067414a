/**
 * The browser's entry: React Router's default one, with router updates left out of
 * React.startTransition. A transition renders in slices that any urgent update restarts, and a
 * playing narration sends one four times a second (its position), so moving to the next stop took
 * several restarts before it showed; rendered at once, the move shows in one pass.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
