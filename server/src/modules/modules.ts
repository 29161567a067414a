/**
 * Every server module, in the order a restore inserts their tables (parents before children):
 * the one list the central files read. A new module is added here and nowhere else.
 */
import type { Repositories } from "../repositories.js";
import type { Services } from "../services.js";
import { analyticsModule } from "./analytics/analytics.module.js";
import { authModule } from "./auth/auth.module.js";
import { contentModule } from "./content/content.module.js";
import { coreModule } from "./core.module.js";
import { mediaModule } from "./media/media.module.js";
import { noticesModule } from "./notices/notices.module.js";
import { qrCodesModule } from "./qr-codes/qr-codes.module.js";
import { recordsModule } from "./records/records.module.js";
import type { ServerModule } from "./server-module.js";
import { settingsModule } from "./settings/settings.module.js";
import { toursModule } from "./tours/tours.module.js";

const LISTED = [
  recordsModule,
  toursModule,
  qrCodesModule,
  noticesModule,
  contentModule,
  settingsModule,
  coreModule,
  mediaModule,
  authModule,
  analyticsModule,
] as const;

export const SERVER_MODULES: readonly ServerModule[] = LISTED;

/** The names a module's `repositories` or `services` builds. */
type Built<M, K extends "repositories" | "services"> = M extends {
  [P in K]: (...args: never[]) => infer R;
}
  ? keyof R
  : never;
type Unbuilt<All, K extends "repositories" | "services"> = Exclude<
  keyof All,
  Built<(typeof LISTED)[number], K>
>;
type NoneLeft<T extends never> = T;
/** Does not compile while a declared repository or service is built by no listed module. */
export type _EveryOneBuilt = NoneLeft<
  Unbuilt<Repositories, "repositories"> | Unbuilt<Services, "services">
>;
