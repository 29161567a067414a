/** The About Us page: its staff members and, in the settings, its other parts. */
import { aboutUs, aboutUsInput, entityId, staffMember, staffMemberInput } from "@tours/shared";
import type { Versioned } from "../../db/schema.js";
import { byId, type IdParams } from "../../lib/crud-routes.js";
import { contract } from "../../lib/route-contract.js";
import type { ServerModule } from "../server-module.js";
import { createContentService, type ContentService } from "./content.service.js";
import { createStaffRepository, type StaffRepository } from "./staff.repository.js";

export interface StaffMembersTable extends Versioned {
  id: string;
  title_line: string;
  bio: string;
  sort_order: number;
  image_src: string;
  image_alt: string;
}

declare module "../../db/schema.js" {
  interface Database {
    staff_members: StaffMembersTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    staff: StaffRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    content: ContentService;
  }
}

export const contentModule = {
  tables: { staff_members: "content" },
  uniqueKeys: {
    "staff_members:id": { field: "id", message: "A staff member with this id already exists" },
  },
  repositories: (db) => ({ staff: createStaffRepository(db) }),
  services: ({ repos, transaction }) => ({ content: createContentService(repos, transaction) }),
  adminRoutes(app, { services }) {
    app.get("/content/about-us", contract({ response: { 200: aboutUs } }), () =>
      services.content.aboutUs(),
    );
    app.post(
      "/content/about-us",
      contract({ body: aboutUsInput, response: { 200: aboutUs } }),
      (req) => services.content.setAboutUs(req.body),
    );
    app.post(
      "/content/staff",
      contract({ body: staffMemberInput, response: { 201: staffMember } }),
      async (req, reply) => reply.code(201).send(await services.content.createStaff(req.body)),
    );
    app.post<IdParams>(
      "/content/staff/:id",
      // The body may name the member it is for: the service checks it is this one.
      contract({
        params: byId,
        body: staffMemberInput.extend({ id: entityId.optional() }),
        response: { 200: staffMember },
      }),
      (req) => services.content.updateStaff(req.params.id, req.body),
    );
    app.delete<IdParams>("/content/staff/:id", contract({ params: byId }), async (req, reply) => {
      await services.content.removeStaff(req.params.id);
      return reply.code(204).send();
    });
  },
} satisfies ServerModule;
