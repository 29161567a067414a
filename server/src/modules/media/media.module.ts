/** Uploaded files: where each is stored, and the store itself (local disk or S3). */
import path from "node:path";
import type { ServerModule } from "../server-module.js";
import { createUploadCopies } from "./derivatives/upload-copies.js";
import { createMediaRepository, type MediaRepository } from "./media.repository.js";
import { mediaAdminRoutes } from "./media.routes.js";
import { createMediaService, type MediaService } from "./media.service.js";
import { createMediaRecorder, type MediaRecorder } from "./record-stored.js";
import { createMediaStore } from "./store/create-store.js";
import type { MediaStore } from "./store/media-store.js";

export interface MediaTable {
  id: string;
  type: string;
  folder: string;
  path: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    media: MediaTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    media: MediaRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    mediaStore: MediaStore;
    media: MediaService;
    mediaRecorder: MediaRecorder;
  }
}

export const mediaModule = {
  tables: { media: "content" },
  uniqueKeys: { "media:path": { field: "path", message: "A file is already stored at this path" } },
  repositories: (db) => ({ media: createMediaRepository(db) }),
  services: ({ repos, transaction, config, log }) => {
    const mediaStore = createMediaStore(config);
    return {
      mediaStore,
      mediaRecorder: createMediaRecorder(repos.media, mediaStore),
      media: createMediaService(
        repos.media,
        transaction,
        mediaStore,
        path.join(config.dataDir, "upload-tmp"),
        config.uploadLimits,
        createUploadCopies(mediaStore, log),
      ),
    };
  },
  async adminRoutes(app, { services }) {
    await app.register(mediaAdminRoutes, { media: services.media });
  },
} satisfies ServerModule;
