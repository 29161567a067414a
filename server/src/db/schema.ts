/** Row types of every table, as Kysely sees them. JSON columns hold text. */

interface Versioned {
  version: number;
  created_at: string;
  updated_at: string;
}

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

export interface RecordsTable extends Versioned {
  id: string;
  slug: string;
  title: string;
  type: string;
  creator: string;
  author: string;
  address: string;
  lat: number | null;
  lng: number | null;
  description: string;
  sources: string;
  date: string;
  contributors: string;
  relation_link: string;
  relation_text: string;
  coverage: string;
  rights: string;
  subjects: string;
  keywords: string;
  notes: string;
  audios: string;
  videos: string;
  images: string;
}

/** One row per (record, keyword): the index behind keyword search and the keyword list. */
export interface RecordKeywordsTable {
  record_id: string;
  keyword: string;
  keyword_lower: string;
}

export interface QrCodesTable extends Versioned {
  id: string;
  redirect_url: string;
  location_name: string;
  location_description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  notes: string;
  status: string;
  code_url: string;
  code_img_url: string;
  code_label_name: string;
}

/** One row per scan of a QR code sign; nothing about the visitor. */
export interface QrCodeScansTable {
  id: string;
  code_id: string;
  scanned_at: string;
}

export interface StaffMembersTable extends Versioned {
  id: string;
  title_line: string;
  bio: string;
  sort_order: number;
  image_src: string;
  image_alt: string;
}

export interface FeaturedToursTable {
  tour_id: string;
  position: number;
}

/** Small singleton documents: social links, About Us contact info and curriculum team. */
export interface SettingsTable {
  key: string;
  value: string;
  version: number;
  updated_at: string;
}

/** A counter bumped by every content write; public caches and ETags follow it. */
export interface ContentRevisionTable {
  id: number;
  revision: number;
}

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

export interface StaffAccountsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

/** A fixed-window counter (lib/rate-limits.repository.ts). */
export interface RateLimitsTable {
  bucket: string;
  hits: number;
  expires_at: string;
}

export interface AnalyticsEventsTable {
  id: string;
  category: string;
  action: string;
  label: string;
  value: number | null;
  created_at: string;
  /** The browser's id for the event: an event sent twice is stored once (NULL when none). */
  event_id: string | null;
}

export interface Database {
  tours: ToursTable;
  stops: StopsTable;
  records: RecordsTable;
  record_keywords: RecordKeywordsTable;
  qr_codes: QrCodesTable;
  qr_code_scans: QrCodeScansTable;
  staff_members: StaffMembersTable;
  featured_tours: FeaturedToursTable;
  settings: SettingsTable;
  content_revision: ContentRevisionTable;
  media: MediaTable;
  staff_accounts: StaffAccountsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  analytics_events: AnalyticsEventsTable;
}
