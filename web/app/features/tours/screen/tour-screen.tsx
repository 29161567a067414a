/**
 * Draws whichever view of a tour the address names (intro, stop or outro) around one audio player
 * that stays mounted, so narration and its element survive the move from stop to stop.
 */
import { nextStopMapPath } from "@tours/shared/browser";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { track } from "../../../lib/analytics";
import { hasCampaign, useAppNavigate } from "../../chrome/campaign";
import { useProvideHeaderMapAction } from "../../chrome/header-map-action";
import { AppLink } from "../../chrome/app-link";
import { ArrivalAlerts } from "../arrival/arrival-alerts";
import { NearestStopButton } from "../arrival/nearest-stop-button";
import { TextSizeControl } from "../../text-size/text-size-control";
import { AudioPlayer } from "../audio/audio-player";
import { startStoryNow } from "../audio/narration-element";
import { narrationPlaying } from "../audio/narration-state";
import { hasUsableCoordinates, type MapStop } from "../maps";
import type { OtherTours } from "../tour-summary";
import {
  audioCuePath,
  INTRO,
  OUTRO_SCREEN,
  stopScreen,
  type TourLocation,
  tourPath,
} from "@tours/shared/browser";
import type { TourStopSummary, TourView } from "../tour-view";
import { TourLessonPlans } from "../tour-lesson-plans";
import { preloadStaticMap } from "../maps/static-map-picture";
import { LazyNextStopMap, LazyTourOverviewMap, useWarmNextStopMap } from "./lazy-tour-maps";
import { SaveForOffline, SaveForOfflineOnStop } from "../../offline/save-for-offline";
import { IntroActions, IntroTop, type StartLink } from "./intro-view";
import { OutroActions, OutroSections, OutroTop } from "./outro-view";
import { StopActions, StopSections } from "./stop-sections";
import { MarkFittingText } from "./collapsible";
import { StopTop } from "./stop-view";
import { TermsModal } from "./terms-modal";
import { TermsNotice } from "./terms-notice";
import { acceptTerms, termsAccepted } from "./terms-accepted";
import "./tour-screen.css";
import { DETAILS_LOADING, useStopDetails } from "./use-stop-details";
import { useTourStarted } from "./use-tour-started";
import { useRecordVisit } from "../outro/use-visits";
import { ScannedRecordScript, useScannedRecord } from "../../landing/scanned-record";

interface Props {
  tour: TourView;
  otherTours: OtherTours;
}

interface ScreenProps extends Props {
  /** The view the route matched (features/tours/tour-routes). */
  where: TourLocation;
  /** The scanned record the server made the page for (useScannedRecord). */
  renderedRecord: string | null;
}

export function TourScreen({ tour, otherTours, where, renderedRecord }: ScreenProps) {
  const { search } = useLocation();
  const { screen } = where;
  const stopIndex =
    screen.view === "stop" ? tour.stops.findIndex((s) => s.slug === screen.stopSlug) : -1;
  const stop = tour.stops[stopIndex];
  if (screen.view === "stop" && !stop) return <StopNotFound tour={tour} where={where} />;
  return (
    <TourViews
      tour={tour}
      otherTours={otherTours}
      where={where}
      stop={stop ?? null}
      stopIndex={stopIndex}
      campaign={hasCampaign(search)}
      renderedRecord={renderedRecord}
    />
  );
}

interface ViewsProps extends Props {
  where: TourLocation;
  stop: TourStopSummary | null;
  stopIndex: number;
  campaign: boolean;
  /** The scanned record the server made the page for (features/landing/scanned-record). */
  renderedRecord: string | null;
}

function TourViews(props: ViewsProps) {
  const { tour, otherTours, where, stop, stopIndex, campaign, renderedRecord } = props;
  const { mode, screen } = where;
  const recordId = useScannedRecord(renderedRecord);
  const navigate = useAppNavigate();
  // Held above the routes: the landing steps between 'Take Tour' and the stop leave this screen.
  const [playing, setPlaying] = narrationPlaying.use();
  const [started, markStarted] = useTourStarted(tour.id);
  const viewKey = stop?.slug ?? screen.view;
  // A map belongs to the view it was opened on: moving to another view closes it.
  const [openMap, setOpenMap] = useState<{ kind: "overview" | "next"; on: string } | null>(null);
  const map = openMap?.on === viewKey ? openMap.kind : null;
  const setMap = useCallback(
    (kind: "overview" | "next" | null) => setOpenMap(kind ? { kind, on: viewKey } : null),
    [viewKey],
  );
  const gate = useTermsGate(stopIndex > 0, viewKey);
  const details = useStopDetails(tour, screen);
  const next = stop ? tour.stops[stopIndex + 1] : undefined;
  const staticMapUrl = stop ? nextStopMapPath(tour.id, stop.id) : "";
  const hrefOf = useCallback(
    (target: TourStopSummary, how = mode) => tourPath(how, tour.slug, stopScreen(target.slug)),
    [mode, tour.slug],
  );

  useViewAnalytics(tour, screen.view, stop);
  useWarmNextStopMap(
    mode !== "virtual" && next
      ? { styleUrl: tour.mapStyle, destination: next.coordinates, zoom: tour.nextStopZoom }
      : null,
    playing,
  );

  // Opening a stop without a tap on its link (GPS arrival, nearest stop) starts its narration the
  // way 'Take Tour' does.
  const openStopPlaying = useCallback(
    (target: TourStopSummary) => {
      startStoryNow({ audio: target.audio, termsGated: tour.stops.indexOf(target) > 0 });
      navigate(hrefOf(target));
    },
    [navigate, hrefOf, tour.stops],
  );
  const inPerson = mode !== "virtual";

  const mapStops = useMemo(
    () => tour.stops.map((s) => toMapStop(s, hrefOf(s))),
    [tour.stops, hrefOf],
  );
  const overviewAction = useMemo(
    () => ({ label: "Show the tour map", open: () => setMap("overview") }),
    [setMap],
  );
  useProvideHeaderMapAction(stop ? overviewAction : null);

  const goNext = useCallback(() => {
    if (!stop) return;
    // A tap that continues the tour: the next stop starts its narration.
    if (next && mode === "virtual") startStoryNow({ audio: next.audio, termsGated: true });
    track("Stop", next ? "NextStop" : "CompleteTour", stop.siteName);
    if (!next) {
      navigate(tourPath(mode, tour.slug, OUTRO_SCREEN));
    } else if (mode === "virtual") {
      navigate(hrefOf(next));
    } else {
      // The picture the dialog shows first (of a placed stop): its request goes out ahead of the
      // dialog's code.
      if (hasUsableCoordinates(next.coordinates)) preloadStaticMap(staticMapUrl);
      setMap("next");
    }
  }, [stop, next, mode, tour.slug, staticMapUrl, navigate, hrefOf, setMap]);
  const play = useCallback(() => setPlaying(true), [setPlaying]);
  const audio =
    screen.view === "stop"
      ? (stop?.audio ?? "")
      : screen.view === "outro"
        ? tour.outroAudio
        : tour.introAudio;
  // Started in the tap's own handler: a file this element never played needs the tap's user
  // activation, which a slow phone could let lapse before the stop has drawn.
  const acceptAndPlay = useCallback(() => {
    gate.accept();
    startStoryNow({ audio, termsGated: false });
  }, [gate, audio]);

  const audioTitle =
    stop?.siteName ??
    (screen.view === "outro" ? `${tour.title}: the end` : `${tour.title}: introduction`);
  const hidden = stop !== null && gate.blocking;
  // The outro counts the stops the visitor saw (one hidden by the Terms of Use was not seen).
  useRecordVisit(tour.id, stop && !hidden ? stop.id : null);

  return (
    <main id="main" className="page tour-page">
      <TextSizeControl />
      <div className="tour-page__content" hidden={hidden}>
        {screen.view === "intro" && <IntroTop tour={tour} />}
        {screen.view === "stop" && stop && (
          <StopTop
            stop={stop}
            details={details ?? DETAILS_LOADING}
            position={stopIndex + 1}
            total={tour.stops.length}
          />
        )}
        {screen.view === "outro" && <OutroTop tour={tour} />}
      </div>
      {hidden && <TermsNotice onShow={gate.reopen} />}
      <div className="tour-page__audio" hidden={hidden}>
        <AudioPlayer
          src={audio}
          title={audioTitle}
          tourTitle={tour.title}
          artwork={stop?.cover ?? tour.images[0]}
          playing={playing && !hidden}
          onPlayingChange={setPlaying}
          transcript={
            stop
              ? details?.status === "ready"
                ? details.details.transcript
                : ""
              : screen.view === "outro"
                ? tour.outroTranscript
                : tour.introTranscript
          }
        />
      </div>
      <div className="tour-page__content" hidden={hidden}>
        {screen.view === "intro" && (
          <IntroActions
            links={startLinks(tour, mode, started, recordId, (toStop) => {
              markStarted();
              if (toStop) startStoryNow({ audio: toStop.audio, termsGated: false });
            })}
          >
            {mode === "landing" && <ScannedRecordScript rendered={renderedRecord} />}
            {inPerson && (
              <NearestStopButton
                stops={tour.stops}
                onOpen={(target) => {
                  track("Tour", "Started", `${tour.title} (nearest stop)`);
                  markStarted();
                  openStopPlaying(target);
                }}
              />
            )}
          </IntroActions>
        )}
        {screen.view === "stop" && stop && <StopActions isLast={!next} onNext={goNext} />}
        {screen.view === "outro" && <OutroActions tour={tour} showViewOtherTours={!campaign} />}
      </div>
      {/* After the way on, which stays where the server put it while the alerts come and go. */}
      {inPerson && (
        <ArrivalAlerts
          stops={tour.stops}
          view={screen.view}
          stopIndex={stopIndex}
          driving={tour.driving}
          onOpen={openStopPlaying}
          onBannerShown={() => setMap(null)}
        />
      )}
      <div className="tour-page__content" hidden={hidden}>
        {screen.view === "intro" && <SaveForOffline tourId={tour.id} />}
        {screen.view === "intro" && <TourLessonPlans tour={tour} />}
        {screen.view === "stop" && stop && (
          <StopSections
            mode={mode}
            tour={tour}
            stop={stop}
            details={details ?? DETAILS_LOADING}
            onPickStop={play}
          />
        )}
        {screen.view === "outro" && (
          <OutroSections mode={mode} tour={tour} otherTours={otherTours} />
        )}
        {screen.view === "stop" && inPerson && <SaveForOfflineOnStop tourId={tour.id} />}
      </div>
      <TermsModal
        open={stop !== null && gate.asking}
        onAccept={acceptAndPlay}
        onClose={gate.dismiss}
      />
      {stop && next && (
        <LazyNextStopMap
          open={map === "next"}
          destination={toMapStop(next, hrefOf(next))}
          from={toMapStop(stop, hrefOf(stop))}
          stops={mapStops}
          route={tour.route}
          driving={tour.driving}
          styleUrl={tour.mapStyle}
          zoom={tour.nextStopZoom}
          staticMapUrl={staticMapUrl}
          onArrived={() => {
            setMap(null);
            startStoryNow({ audio: next.audio, termsGated: true });
            navigate(hrefOf(next));
          }}
          onClose={() => setMap(null)}
        />
      )}
      {stop && (
        <LazyTourOverviewMap
          open={map === "overview"}
          stops={mapStops}
          currentSlug={stop.slug}
          route={tour.route}
          styleUrl={tour.mapStyle}
          zoom={tour.tourMapZoom}
          onClose={() => setMap(null)}
          onGoToStop={play}
        />
      )}
      <MarkFittingText />
    </main>
  );
}

function startLinks(
  tour: TourView,
  mode: TourLocation["mode"],
  started: boolean,
  recordId: string | null,
  /** `toStop`: the stop the link opens (stop 1), null when a landing page comes first. */
  onStart: (toStop: TourStopSummary | null) => void,
): StartLink[] {
  const first = tour.stops[0];
  if (!first) return [];
  const firstStop = stopScreen(first.slug);
  const inPerson =
    mode === "landing"
      ? audioCuePath(tour.slug, recordId)
      : tourPath("in-person", tour.slug, firstStop);
  const start = (how: string, toStop: TourStopSummary | null) => () => {
    track("Tour", "Started", `${tour.title} (${how})`);
    onStart(toStop);
  };
  return [
    {
      label: started ? "Go to First Stop" : "Take Tour",
      to: inPerson,
      // In landing mode the audio cue comes first; its Continue starts the narration.
      onStart: start("in person", mode === "landing" ? null : first),
      carriesScannedRecord: mode === "landing",
      startsNarration: mode !== "landing",
    },
    {
      label: started ? "Go to Virtual Stop" : "Take Tour Virtually",
      to: tourPath("virtual", tour.slug, firstStop),
      onStart: start("virtually", first),
      startsNarration: true,
      secondary: true,
    },
  ];
}

/** SPEC §4 Terms of Use: on every stop but the first until 'I Accept'; the modal can be closed. */
function useTermsGate(required: boolean, viewKey: string) {
  const [accepted] = termsAccepted.use();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const blocking = required && !accepted;
  const asking = blocking && dismissedOn !== viewKey;
  return useMemo(
    () => ({
      blocking,
      asking,
      accept: acceptTerms,
      dismiss: () => setDismissedOn(viewKey),
      reopen: () => setDismissedOn(null),
    }),
    [blocking, asking, viewKey],
  );
}

function useViewAnalytics(tour: TourView, view: string, stop: TourStopSummary | null) {
  const stopName = stop?.siteName;
  useEffect(() => {
    if (view === "intro") track("Tour", "IntroViewed", tour.title);
    if (view === "outro") track("Tour", "OutroViewed", tour.title);
    if (stopName) track("Stop", "Viewed", `${tour.title}: ${stopName}`);
  }, [tour.title, view, stopName]);
}

function toMapStop(stop: TourStopSummary, href: string): MapStop {
  const { slug, siteName, coordinates, address } = stop;
  return { slug, siteName, coordinates, address, href };
}

function StopNotFound({ tour, where }: { tour: TourView; where: TourLocation }) {
  return (
    <main id="main" className="page tour-page">
      <h1>Stop not found</h1>
      <p>The {tour.title} tour has no stop at this address.</p>
      <p>
        <AppLink to={tourPath(where.mode, tour.slug, INTRO)} className="lone-link">
          Go to the start of the {tour.title} tour
        </AppLink>
      </p>
    </main>
  );
}
