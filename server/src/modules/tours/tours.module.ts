/** Tours, their stops, and which tours the home page features. */
import {
  adminTourStop,
  stop,
  stopInput,
  tour,
  tourInput,
  tourWithStops,
  tourWithStopsInput,
} from "@tours/shared";
import type { Versioned } from "../../db/schema.js";
import * as tourRoute from "../../db/migrations/0003_tour_route.js";
import * as transcripts from "../../db/migrations/0004_transcripts.js";
import { byId, crud, list, slugCheck, type IdParams } from "../../lib/crud-routes.js";
import type {} from "../../lib/error-handler.js"; // the routes' config.uniqueIssuePrefix
import { notFound } from "../../lib/errors.js";
import { contract } from "../../lib/route-contract.js";
import type { ServerModule } from "../server-module.js";
import { createStopsRepository, type StopsRepository } from "../stops/stops.repository.js";
import { createStopsService, type StopsService } from "../stops/stops.service.js";
import {
  createTourWithStopsService,
  TOUR_EXISTS,
  type TourWithStopsService,
} from "./tour-with-stops.service.js";
import { createToursRepository, type ToursRepository } from "./tours.repository.js";
import { createToursService, type ToursService } from "./tours.service.js";

export interface ToursTable extends Versioned {
  id: string;
  slug: string;
  title: string;
  description: string;
  categories: string;
  duration: number;
  distance: number;
  images: string;
  map: string;
  tour_map_zoom_level: number;
  next_stop_map_zoom_level: number;
  intro: string;
  outro: string;
  intro_audio: string;
  outro_audio: string;
  /** Plain text; "" when the narration has none. */
  intro_transcript: string;
  outro_transcript: string;
  /** JSON GeoJSON LineString, or NULL without a route. */
  route: string | null;
}

export interface StopsTable extends Versioned {
  id: string;
  tour_id: string;
  record_id: string;
  position: number;
  slug: string;
  site_name: string;
  narrative_text: string;
  audio_path: string;
  /** Plain text; "" when the narration has none. */
  audio_transcript: string;
  images: string;
  content: string;
}

/** The home page's featured tours, in order (written by the settings service). */
export interface FeaturedToursTable {
  tour_id: string;
  position: number;
}

declare module "../../db/schema.js" {
  interface Database {
    tours: ToursTable;
    stops: StopsTable;
    featured_tours: FeaturedToursTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    tours: ToursRepository;
    stops: StopsRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    tours: ToursService;
    tourWithStops: TourWithStopsService;
    stops: StopsService;
  }
}

const TOUR_SLUG_TAKEN = "Another tour already uses this slug";

export const toursModule = {
  tables: { tours: "content", stops: "content", featured_tours: "content" },
  migrations: { "0003_tour_route": tourRoute, "0004_transcripts": transcripts },
  uniqueKeys: {
    "tours:id": { field: "id", message: TOUR_EXISTS },
    "tours:slug": { field: "slug", message: TOUR_SLUG_TAKEN },
    "stops:id": { field: "id", message: "A stop with this id already exists" },
    "stops:tour_id,slug": {
      field: "slug",
      message: "Another stop on this tour already uses this slug",
    },
  },
  repositories: (db) => ({ tours: createToursRepository(db), stops: createStopsRepository(db) }),
  services: ({ repos, transaction, services }) => {
    const tours = createToursService(repos.tours, transaction);
    return {
      tours,
      tourWithStops: createTourWithStopsService(repos, transaction, tours),
      stops: createStopsService(repos, transaction, services.records),
    };
  },
  adminRoutes(app, { services }) {
    crud(app, "/tours", services.tours, { input: tourInput, item: tour });
    slugCheck(app, "/tours", services.tours.idBySlug, TOUR_SLUG_TAKEN);
    crud(
      app,
      "/stops",
      { ...services.stops, list: services.stops.listAll },
      { input: stopInput, item: stop },
    );

    // One tour and its stops for the tour editor: GET /tours and GET /stops send the whole site.
    app.get<IdParams>("/tours/:id", contract({ params: byId, response: { 200: tour } }), (req) =>
      services.tours.get(req.params.id),
    );
    app.get<IdParams>(
      "/tours/:id/stops",
      contract({ params: byId, response: { 200: list(adminTourStop) } }),
      async (req) => {
        const stops = await services.stops.listAdminByTour(req.params.id);
        if (!stops) throw notFound("Tour");
        return stops;
      },
    );
    app.put<IdParams>(
      "/tours/:id/with-stops",
      {
        ...contract({ params: byId, body: tourWithStopsInput, response: { 200: tourWithStops } }),
        config: { uniqueIssuePrefix: { tours: "tour.", stops: "stops." } },
      },
      (req) => services.tourWithStops.save(req.params.id, req.body),
    );
  },
} satisfies ServerModule;
