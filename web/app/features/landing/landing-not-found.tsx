/** What a landing page shows when its record or tour does not exist (the page answers 404). */
import { AppLink } from "../chrome/app-link";
import { NOT_FOUND } from "./landing-meta";
import "./landing.css";

export function LandingNotFound({ missing }: { missing: keyof typeof NOT_FOUND }) {
  return (
    <main id="main" className="page landing">
      <h1>{NOT_FOUND[missing].message}</h1>
      <p className="lead">
        This page may have moved, but every one of our tours is still a tap away.
      </p>
      <div className="landing__actions">
        <AppLink to="/tours" className="button">
          View Other Tours
        </AppLink>
      </div>
    </main>
  );
}
