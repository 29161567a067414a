import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tours")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("categories", "text", (c) => c.notNull())
    .addColumn("duration", "double precision", (c) => c.notNull())
    .addColumn("distance", "double precision", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull())
    .addColumn("map", "text", (c) => c.notNull())
    .addColumn("tour_map_zoom_level", "integer", (c) => c.notNull())
    .addColumn("next_stop_map_zoom_level", "integer", (c) => c.notNull())
    .addColumn("intro", "text", (c) => c.notNull())
    .addColumn("outro", "text", (c) => c.notNull())
    .addColumn("intro_audio", "text", (c) => c.notNull())
    .addColumn("outro_audio", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("records")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("creator", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("lat", "double precision")
    .addColumn("lng", "double precision")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("contributors", "text", (c) => c.notNull())
    .addColumn("relation_link", "text", (c) => c.notNull())
    .addColumn("relation_text", "text", (c) => c.notNull())
    .addColumn("coverage", "text", (c) => c.notNull())
    .addColumn("rights", "text", (c) => c.notNull())
    .addColumn("subjects", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("audios", "text", (c) => c.notNull())
    .addColumn("videos", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("record_keywords")
    .addColumn("record_id", "text", (c) => c.notNull().references("records.id").onDelete("cascade"))
    .addColumn("keyword", "text", (c) => c.notNull())
    .addColumn("keyword_lower", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("record_keywords_pk", ["record_id", "keyword"])
    .execute();
  await db.schema
    .createIndex("record_keywords_lower_idx")
    .on("record_keywords")
    .columns(["keyword_lower", "record_id"])
    .execute();

  await db.schema
    .createTable("stops")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tour_id", "text", (c) => c.notNull().references("tours.id").onDelete("cascade"))
    .addColumn("record_id", "text", (c) =>
      c.notNull().references("records.id").onDelete("restrict"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("site_name", "text", (c) => c.notNull())
    .addColumn("narrative_text", "text", (c) => c.notNull())
    .addColumn("audio_path", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("stops_tour_slug_unique", ["tour_id", "slug"])
    .execute();
  await db.schema
    .createIndex("stops_tour_position_idx")
    .on("stops")
    .columns(["tour_id", "position"])
    .execute();
  await db.schema.createIndex("stops_record_idx").on("stops").column("record_id").execute();

  await db.schema
    .createTable("qr_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("redirect_url", "text", (c) => c.notNull())
    .addColumn("location_name", "text", (c) => c.notNull())
    .addColumn("location_description", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("code_url", "text", (c) => c.notNull())
    .addColumn("code_img_url", "text", (c) => c.notNull())
    .addColumn("code_label_name", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_members")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title_line", "text", (c) => c.notNull())
    .addColumn("bio", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("image_src", "text", (c) => c.notNull())
    .addColumn("image_alt", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("featured_tours")
    .addColumn("tour_id", "text", (c) => c.primaryKey().references("tours.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("content_revision")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("content_revision").values({ id: 1, revision: 1 }).execute();

  await db.schema
    .createTable("staff_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) =>
      c.notNull().references("staff_accounts.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_account_idx").on("sessions").column("account_id").execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_bucket_idx")
    .on("login_failures")
    .columns(["bucket", "failed_at"])
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("folder", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("uploaded_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("value", "double precision")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_created_idx")
    .on("analytics_events")
    .column("created_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "analytics_events",
    "media",
    "login_failures",
    "sessions",
    "staff_accounts",
    "content_revision",
    "settings",
    "featured_tours",
    "staff_members",
    "qr_codes",
    "stops",
    "record_keywords",
    "records",
    "tours",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
