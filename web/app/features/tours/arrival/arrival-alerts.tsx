/**
 * Arrival by GPS on a tour taken in person: the distance to the stop to reach, the
 * 'Open stops automatically' switch, and the banner when the visitor gets there.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { distanceMetres } from "@tours/shared/browser";
import { describeDistance } from "../maps/map-geometry";
import { describeTravel } from "../maps/travel-time";
import { ArrivalBanner } from "./arrival-banner";
import { isUsableFix, stopsAhead, type TourViewKind } from "./arrival-logic";
import { askPosition } from "../ask-position";
import { LocationDeniedDialog } from "../maps/location-denied-dialog";
import { useArrival, type ArrivalStop } from "./use-arrival";
import { useAutoOpen } from "./use-auto-open";
import "./arrival.css";

interface Props<T extends ArrivalStop> {
  stops: readonly T[];
  view: TourViewKind;
  /** The current stop's index, -1 off the stops. */
  stopIndex: number;
  /** A driving tour (TourView.driving): arrival reaches farther, the banner is larger. */
  driving: boolean;
  /** Opens the stop with its narration playing. */
  onOpen(stop: T): void;
  /**
   * The banner has just come up: a tour map open over the page (a modal dialog) must make way,
   * or it would hide the banner and keep 'Open stop' out of reach.
   */
  onBannerShown(): void;
}

export function ArrivalAlerts<T extends ArrivalStop>(props: Props<T>) {
  const { stops, view, stopIndex, driving, onOpen } = props;
  const [autoOpen, setAutoOpen] = useAutoOpen();
  const arrival = useArrival({
    // The stops the visitor walks to: the following ones, or all from the intro.
    ahead: stopsAhead(stops, view, stopIndex),
    from: stops[stopIndex]?.coordinates ?? null,
    autoOpen,
    driving,
    quietAtStart: view === "intro",
    onOpen,
  });
  // The intro keeps its ways to start first (with 'Start at the nearest stop'): only the banner.
  const panel = view === "stop";
  const [problem, setProblem] = useState("");
  const bannerShown = useEffectEvent(() => props.onBannerShown());
  const bannerStop = arrival.bannerFor?.slug;
  useEffect(() => {
    if (bannerStop) bannerShown();
  }, [bannerStop]);
  // Rendered by the server too, as it stands before the browser says what it allows, so the page
  // below does not move when the scripts take over.
  const { target } = arrival;
  if (!target?.coordinates) return null;

  const granted = arrival.permission === "granted";
  const askOnce = async (): Promise<boolean> => {
    setProblem("");
    const answer = await askPosition();
    if (answer.kind === "fix") arrival.setPermission("granted");
    if (answer.kind === "denied") arrival.refuse();
    if (answer.kind === "unavailable") setProblem(answer.message);
    return answer.kind === "fix";
  };
  const toggleAutoOpen = async () => {
    if (autoOpen) return setAutoOpen(false);
    if (granted || (await askOnce())) setAutoOpen(true);
  };
  const shown = arrival.bannerFor;

  return (
    <>
      <div role="status" className="arrival__live">
        {shown && (
          <ArrivalBanner
            siteName={shown.siteName}
            large={driving}
            onOpen={() => {
              arrival.dismissBanner();
              onOpen(shown);
            }}
            onDismiss={arrival.dismissBanner}
          />
        )}
      </div>
      {panel && arrival.blocked && (
        // Said once, in place of the offers: asking again would only bring the same refusal.
        <section className="arrival" aria-label="Arrival alerts">
          <AlertsOff className="arrival__note" />
        </section>
      )}
      {panel && !arrival.blocked && (
        <section className="arrival" aria-label="Arrival alerts">
          {arrival.permission === "unknown" && (
            // Before the browser answers: shown by arrival.css, in place of the offers, where
            // this browser refused location last time.
            <AlertsOff className="arrival__alerts-off" />
          )}
          <button
            type="button"
            role="switch"
            aria-checked={autoOpen}
            className="arrival__switch"
            onClick={() => void toggleAutoOpen()}
          >
            <span className="arrival__switch-track" aria-hidden="true" />
            Open stops automatically
          </button>
          {arrival.permission === "unknown" ? (
            // Before the browser answers (the server's page too): both lines, arrival.css shows
            // the one this browser's last answer calls for.
            <p className="arrival__note arrival__note--unanswered">
              <span className="arrival__offer">{offerText(target)}</span>
              <span className="arrival__where">
                <WhereTheStopIs target={target} fix={null} driving={driving} />
              </span>
            </p>
          ) : (
            <p className="arrival__note">
              {granted ? (
                <span className="arrival__where">
                  <WhereTheStopIs target={target} fix={arrival.fix} driving={driving} />
                </span>
              ) : (
                offerText(target)
              )}
            </p>
          )}
          {!granted && (
            // Hidden by arrival.css where location was allowed last time, until the browser says.
            <button
              type="button"
              className="button button--secondary arrival__ask"
              onClick={() => void askOnce()}
            >
              Tell me when I arrive
            </button>
          )}
          {problem && (
            <p className="arrival__problem" role="alert">
              {problem}
            </p>
          )}
        </section>
      )}
      <LocationDeniedDialog open={arrival.denied} onOk={() => arrival.setDenied(false)} />
    </>
  );
}

/** Arrival alerts are off, and where to turn them on. */
function AlertsOff({ className }: { className: string }) {
  return (
    <>
      <p className={className}>
        <strong>Arrival alerts are off</strong> because this site is not allowed to use your
        location.
      </p>
      <p className={className}>
        To turn them on, allow location for this site in your browser&rsquo;s site settings (often
        under the icon beside the web address), then reload this page.
      </p>
    </>
  );
}

const offerText = (target: ArrivalStop) =>
  `We can tell you when you reach ${target.siteName}; your location stays on this phone.`;

/**
 * Where the stop is from here, with the time a drive takes on a driving tour (as the next-stop
 * map gives it): a line whose place arrival.css keeps as fixes come in. The distance keeps
 * together and the drive time starts a line of its own (arrival.css): at the largest text on a
 * small phone the sentence takes three lines, and it read '1.6 / miles away (6 min / drive).'
 */
function WhereTheStopIs({
  target,
  fix,
  driving,
}: {
  target: ArrivalStop;
  fix: ReturnType<typeof useArrival>["fix"];
  driving: boolean;
}) {
  if (!fix) return `${target.siteName}: finding your location…`;
  if (!isUsableFix(fix) || !target.coordinates)
    return `${target.siteName}: waiting for a more precise location…`;
  const metres = distanceMetres(fix, target.coordinates);
  return (
    <>
      {`${target.siteName} is `}
      <span className="arrival__distance">{describeDistance(metres)}</span>
      {" away"}
      {driving ? (
        <span className="arrival__drive">{` (${describeTravel(metres, true)}).`}</span>
      ) : (
        "."
      )}
    </>
  );
}
