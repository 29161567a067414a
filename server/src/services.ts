/** Wires repositories into services: each module builds its own, in the order of the list. */
import type { Config } from "./config.js";
import type { CopiesLog } from "./modules/media/derivatives/upload-copies.js";
import { SERVER_MODULES } from "./modules/modules.js";
import type { DataAccess } from "./repositories.js";

export type ServiceConfig = Pick<
  Config,
  "dataDir" | "mediaRoot" | "mediaStore" | "uploadLimits" | "sessionTtlMs"
>;

/** Every module's services: each module adds its own (see modules/server-module.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface Services {}

export function createServices(
  data: DataAccess,
  config: ServiceConfig,
  onBackgroundError: (error: unknown) => void = () => {},
  /** Where a failure to make an uploaded image's copies is reported (console by default). */
  log?: CopiesLog,
): Services {
  const built: Partial<Services> = {};
  // A module may use the services of the modules before it: reading a later one is a mistake in
  // the list's order, and fails here rather than on the first request.
  const earlier = new Proxy(built, {
    get(target, name) {
      if (typeof name === "string" && !(name in target))
        throw new Error(`Service ${name} is not built yet: list its module earlier`);
      return target[name as keyof Services];
    },
  }) as Services;
  for (const module of SERVER_MODULES) {
    const deps = { ...data, services: earlier, config, onBackgroundError, log };
    Object.assign(built, module.services?.(deps));
  }
  // Complete: modules.ts checks that the listed modules build every declared service.
  return built as Services;
}
