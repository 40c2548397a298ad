import { sql, type Kysely } from 'kysely';

/*
 * The whole schema of Best Pairing (docs/spec/product-spec.md sections 3-5 and 9, docs/spec/decisions.md).
 *
 * Migrations are frozen in time: every enumeration is spelled out here instead of imported from the
 * domain, so a later change to the code cannot silently rewrite what this migration did. It must run
 * on PostgreSQL 15 and on PGlite (PostgreSQL 18), hence PG 15 features only.
 *
 * Conventions:
 * - uuid keys from gen_random_uuid(); snake_case names (Kysely's CamelCasePlugin maps them).
 * - created_at / updated_at on every mutable table; a trigger moves updated_at on each update unless
 *   the statement sets it itself (repositories that take time from the Clock port stay in charge).
 *   Append-only tables (histories, logs, join rows, immutable versions) have no updated_at.
 * - Dealership rows carry concession_id (docs/spec/decisions.md section 2); deleting a concession cascades to
 *   them. People and records the statistics need are soft-deleted (deleted_at) instead.
 * - jsonb keys are camelCase: the CamelCasePlugin rewrites snake_case keys of nested objects on read.
 */

const ROLES = ['prAdmin', 'bpm', 'admin', 'owner', 'seller', 'client', 'service'];
const LANGUAGES = ['fr', 'en'];
const CLIENT_STATUSES = [
  'questionnaireCompleted',
  'waitingRoom',
  'withAdvisor',
  'beBack',
  'sold',
  'notSold',
  'archived',
];
const SUBSCRIPTION_STATUSES = [
  'neverCreated',
  'pending_set_up',
  'incomplete',
  'active',
  'inactive',
  'cancelled',
];
const SELLER_CHOICE_MODES = ['clientChoosesBetweenTwo', 'bestMatch', 'advisorPicks', 'roundRobin'];
const STATISTICS_STATUSES = ['notGranted', 'requested', 'granted'];
const CAR_TYPES = ['basic', 'suv', 'sport', 'van', 'truck', 'commercial'];
const CAR_COLOURS = ['grey', 'red', 'blue', 'white', 'black'];
const FEEDBACK_CATEGORIES = [
  'login',
  'availability',
  'data',
  'performance',
  'bug',
  'howTo',
  'feature',
];
const VISIT_PURPOSES = ['testDrive', 'buyCar', 'chooseCar'];
const BILLING_PERIODS = ['month', 'year'];
const HOBBIES = [
  'reading',
  'music',
  'theatre',
  'travel',
  'volunteering',
  'nature',
  'writing',
  'dance',
  'sport',
  'it',
  'photography',
  'animals',
  'arts',
  'cinema',
  'cooking',
  'highTechnology',
  'sculpture',
  'science',
];
const DESCRIPTORS = [
  'pragmatic',
  'realistic',
  'quick',
  'astute',
  'technical',
  'creative',
  'attentive',
  'outgoing',
  'efficient',
  'direct',
  'reserved',
  'informal',
  'cooperating',
  'conciliatory',
  'determined',
  'careful',
  'reflective',
  'rigorous',
  'considerate',
  'organised',
  'casual',
  'curious',
  'traditional',
  'prompt',
  'cheerful',
  'optimistic',
  'lively',
  'logical',
  'articulate',
  'understanding',
  'subtle',
  'accomodating',
  'contributing',
  'helpful',
  'innovative',
  'bold',
  'openMinded',
  'precise',
  'methodical',
  'practicalSense',
];
/** Licence kinds of the catalogue (docs/spec/product-spec.md section 3, "Licences"). */
const LICENCE_KINDS = ['client', 'service', 'admin', 'advisor', 'supplementaryAdvisor'];
/** How a client got their advisor: a concession choice mode, or a manual pairing. */
const SELECTION_MODES = [...SELLER_CHOICE_MODES, 'manual'];

/** `'a', 'b'` for `in (...)` checks; the values are the constants above, never user input. */
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
/** `array['a', 'b']::text[]` for array containment checks. */
const textArray = (values: readonly string[]) => `array[${list(values)}]::text[]`;

const PHONE = `~ '^[0-9]{10}$'`;
const TIMESTAMPS = `created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;

/** Tables that get the updated_at trigger, in creation order. */
const MUTABLE_TABLES = [
  'territories',
  'contract_versions',
  'concessions',
  'users',
  'seller_profiles',
  'password_reset_tokens',
  'lambda_recalculations',
  'manufacturers',
  'cars',
  'car_images',
  'clients',
  'psychometric_tests',
  'trainings',
  'comments',
  'support_tickets',
  'plans',
  'catalogue_products',
  'subscriptions',
  'licences',
  'invoices',
  'payment_events',
  'surveys',
  'outbox_messages',
];

const statements: string[] = [
  // Moves updated_at on every update unless the statement set a new value itself.
  `create function set_updated_at() returns trigger language plpgsql as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$`,

  // ---------------------------------------------------------------- platform reference data
  `create table territories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  ${TIMESTAMPS}
)`,
  `create unique index territories_name_key on territories (lower(name))`,

  // The contract (owner, bpm, seller) and the privacy policy (admin) users sign; prAdmin publishes
  // new versions, and a signature records which version was signed.
  `create table contract_versions (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contract', 'privacyPolicy')),
  version integer not null check (version > 0),
  body_fr text not null,
  body_en text not null,
  published_at timestamptz,
  ${TIMESTAMPS},
  unique (kind, version)
)`,

  // ---------------------------------------------------------------- dealerships
  `create table concessions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  logo_path text,
  phone text check (phone ${PHONE}),
  address text,
  city text,
  postal_code text,
  country text not null default 'CA',
  state text,
  website text,
  territory_id uuid references territories (id) on delete set null,
  language text not null default 'fr' check (language in (${list(LANGUAGES)})),
  default_app_language text not null default 'fr' check (default_app_language in (${list(LANGUAGES)})),
  info_validated boolean not null default false,
  configuration_validated boolean not null default false,
  connection_validated boolean not null default false,
  owner_contact_email text,
  client_station_password_hash text,
  service_station_password_hash text,
  -- [{ "title": "Showroom", "ssid": "..." }], shown to staff so they join the right network.
  wifi_networks jsonb not null default '[]' check (jsonb_typeof(wifi_networks) = 'array'),
  -- The dealership's public egress addresses: a heartbeat from one of them counts as on site.
  -- Empty means the concession has not configured its network (docs/spec/decisions.md section 4).
  egress_networks cidr[] not null default '{}',
  station_configuration jsonb not null default '{}' check (jsonb_typeof(station_configuration) = 'object'),
  seller_card_personalization jsonb not null default '{}'
    check (jsonb_typeof(seller_card_personalization) = 'object'),
  seller_choice_mode text not null default 'clientChoosesBetweenTwo'
    check (seller_choice_mode in (${list(SELLER_CHOICE_MODES)})),
  sale_hold_hours integer not null default 4 check (sale_hold_hours between 1 and 24),
  alert_delay_weeks integer not null default 2 check (alert_delay_weeks between 1 and 100),
  archive_delay_weeks integer not null default 4 check (archive_delay_weeks between 1 and 100),
  time_zone text not null default 'America/Toronto',
  -- Marks demonstration dealerships (demo data, the bpm demo screen).
  is_demo boolean not null default false,
  deleted_at timestamptz,
  ${TIMESTAMPS}
)`,
  `create index concessions_territory_id_idx on concessions (territory_id)`,
  `create index concessions_state_idx on concessions (state) where deleted_at is null`,

  // ---------------------------------------------------------------- people and sign-in
  `create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  -- Null until the user creates a password. Kiosk accounts never have one: they sign in with their
  -- concession's station password, so a single hash exists per station (docs/spec/decisions.md section 1).
  password_hash text,
  role text not null check (role in (${list(ROLES)})),
  concession_id uuid references concessions (id) on delete cascade,
  first_name text,
  last_name text,
  phone text check (phone ${PHONE}),
  -- Null: not chosen, the concession's language applies (docs/spec/product-spec.md section 1).
  language text check (language in (${list(LANGUAGES)})),
  picture_path text,
  signed_contract_at timestamptz,
  signed_contract_version_id uuid references contract_versions (id) on delete restrict,
  signed_privacy_policy_at timestamptz,
  signed_privacy_policy_version_id uuid references contract_versions (id) on delete restrict,
  last_sign_in_at timestamptz,
  deleted_at timestamptz,
  ${TIMESTAMPS},
  -- Platform accounts belong to no concession; every other account belongs to exactly one.
  constraint users_concession_matches_role
    check ((role in ('prAdmin', 'bpm')) = (concession_id is null)),
  constraint users_kiosk_without_password
    check (role not in ('client', 'service') or password_hash is null),
  constraint users_contract_signature_complete
    check ((signed_contract_at is null) = (signed_contract_version_id is null)),
  constraint users_privacy_policy_signature_complete
    check ((signed_privacy_policy_at is null) = (signed_privacy_policy_version_id is null))
)`,
  // Sign-in looks emails up case-insensitively; a deleted account frees its email for a new one.
  `create unique index users_email_key on users (lower(email)) where deleted_at is null`,
  `create index users_concession_id_role_idx on users (concession_id, role) where deleted_at is null`,
  // One kiosk account of each kind per dealership (docs/spec/decisions.md section 1).
  `create unique index users_one_kiosk_per_concession_key on users (concession_id, role)
  where role in ('client', 'service') and deleted_at is null`,

  // Lucia-style sessions: the id is the SHA-256 (hex) of the token secret, so a leaked table cannot
  // be replayed as cookies.
  `create table sessions (
  id text primary key check (id ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  -- Sliding inactivity expiry, moved on use.
  expires_at timestamptz not null,
  -- Hard limit however active the session is.
  absolute_expires_at timestamptz not null,
  user_agent text,
  ip_address inet,
  check (expires_at <= absolute_expires_at)
)`,
  `create index sessions_user_id_idx on sessions (user_id)`,
  `create index sessions_expires_at_idx on sessions (expires_at)`,

  // Single-use links, stored hashed: 'reset' (forgot password, 1 hour) and 'invite' (account
  // creation email, where the new user creates a password).
  `create table password_reset_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null default 'reset' check (purpose in ('reset', 'invite')),
  expires_at timestamptz not null,
  used_at timestamptz,
  ${TIMESTAMPS}
)`,
  `create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id)`,

  // The concessions a bpm manages (docs/spec/decisions.md section 2).
  `create table bpm_assignments (
  bpm_user_id uuid not null references users (id) on delete cascade,
  concession_id uuid not null references concessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (bpm_user_id, concession_id)
)`,
  `create index bpm_assignments_concession_id_idx on bpm_assignments (concession_id)`,

  // Advisor-only data. Hobbies: up to 3 distinct known values; exactly 3 is the completeness rule
  // the onboarding guard checks, not a storage rule, so a profile can be saved half done.
  `create table seller_profiles (
  user_id uuid primary key references users (id) on delete cascade,
  hobbies text[] not null default '{}' check (
    hobbies <@ ${textArray(HOBBIES)}
    and cardinality(hobbies) <= 3
    and (cardinality(hobbies) < 2 or hobbies[1] <> hobbies[2])
    and (cardinality(hobbies) < 3 or (hobbies[1] <> hobbies[3] and hobbies[2] <> hobbies[3]))
  ),
  -- Languages the advisor serves clients in; matching ranks non-speakers last.
  spoken_languages text[] not null default '{fr}'
    check (spoken_languages <@ ${textArray(LANGUAGES)} and cardinality(spoken_languages) >= 1),
  car_seller_started_year integer check (car_seller_started_year between 1950 and 2100),
  car_seller_started_month integer check (car_seller_started_month between 1 and 12),
  concession_seller_started_year integer check (concession_seller_started_year between 1950 and 2100),
  concession_seller_started_month integer check (concession_seller_started_month between 1 and 12),
  statistics_status text not null default 'notGranted'
    check (statistics_status in (${list(STATISTICS_STATUSES)})),
  show_end_questionnaire boolean not null default false,
  -- Heartbeats: any (signed in) and on site (from the concession's network; "last connection").
  last_heartbeat_at timestamptz,
  last_on_site_heartbeat_at timestamptz,
  -- Round robin sends the next client to the advisor assigned longest ago.
  last_assignment_at timestamptz,
  ${TIMESTAMPS},
  -- One cannot start at this dealership before starting to sell cars (docs/spec/product-spec.md section 5).
  constraint seller_profiles_experience_order check (
    car_seller_started_year is null or car_seller_started_month is null
    or concession_seller_started_year is null or concession_seller_started_month is null
    or concession_seller_started_year * 12 + concession_seller_started_month
      >= car_seller_started_year * 12 + car_seller_started_month
  )
)`,

  // ---------------------------------------------------------------- psychometrics
  // Norms ("lambda") per form and factor: {"seller40": {"E": {"mean": 30, "sd": 6}, ...}, ...}.
  // Immutable: a recalculation adds a version.
  `create table lambda_versions (
  id uuid primary key default gen_random_uuid(),
  version integer not null unique check (version > 0),
  norms jsonb not null check (jsonb_typeof(norms) = 'object'),
  counts jsonb not null check (jsonb_typeof(counts) = 'object'),
  weights jsonb not null check (jsonb_typeof(weights) = 'object'),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
)`,

  // A background re-scoring job; the cursor (last psychometric_tests.id done) lets it resume after a
  // crash. Only one runs at a time.
  `create table lambda_recalculations (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'running' check (status in ('running', 'completed', 'failed')),
  lambda_version_id uuid not null references lambda_versions (id) on delete restrict,
  total integer not null check (total >= 0),
  processed integer not null default 0 check (processed >= 0 and processed <= total),
  cursor uuid,
  error text,
  started_by uuid references users (id) on delete set null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  ${TIMESTAMPS},
  check ((status = 'running') = (finished_at is null))
)`,
  `create unique index lambda_recalculations_one_running_key on lambda_recalculations (status)
  where status = 'running'`,

  // ---------------------------------------------------------------- vehicles
  `create table manufacturers (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  ${TIMESTAMPS}
)`,
  `create unique index manufacturers_name_key on manufacturers (lower(name))`,

  // The brands a dealership sells: its kiosk shows their cars, and lists filter concessions by them.
  `create table concession_manufacturers (
  concession_id uuid not null references concessions (id) on delete cascade,
  manufacturer_id uuid not null references manufacturers (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (concession_id, manufacturer_id)
)`,
  `create index concession_manufacturers_manufacturer_id_idx on concession_manufacturers (manufacturer_id)`,

  // The platform catalogue, edited by prAdmin. hidden_in_dealership is a property of the car (the
  // spec lists it among the car's fields, edited with it), so it hides the car from every kiosk;
  // dealerships narrow the catalogue with their manufacturers.
  `create table cars (
  id uuid primary key default gen_random_uuid(),
  manufacturer_id uuid not null references manufacturers (id) on delete restrict,
  model text not null check (btrim(model) <> ''),
  year integer not null check (year between 1900 and 2100),
  type text not null check (type in (${list(CAR_TYPES)})),
  hidden_in_dealership boolean not null default false,
  ${TIMESTAMPS}
)`,
  `create unique index cars_manufacturer_model_year_key on cars (manufacturer_id, lower(model), year)`,
  `create index cars_year_type_idx on cars (year, type)`,

  // File names follow "manufacturer-model_colour.ext" (docs/spec/product-spec.md section 3). The required grey
  // image is checked by the use case: a constraint cannot see the other rows of the car.
  `create table car_images (
  id uuid primary key default gen_random_uuid(),
  car_id uuid not null references cars (id) on delete cascade,
  colour text not null check (colour in (${list(CAR_COLOURS)})),
  file_name text not null check (btrim(file_name) <> ''),
  ${TIMESTAMPS},
  unique (car_id, colour)
)`,

  // ---------------------------------------------------------------- walk-in clients
  `create table clients (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid not null references concessions (id) on delete cascade,
  -- Null while the buyer is still answering on the kiosk; the flow starts at questionnaireCompleted.
  status text check (status in (${list(CLIENT_STATUSES)})),
  seller_id uuid references users (id) on delete set null,
  language text not null default 'fr' check (language in (${list(LANGUAGES)})),
  -- The visit purpose chosen on the kiosk home screen.
  sequence text not null check (sequence in (${list(VISIT_PURPOSES)})),
  first_name text,
  last_name text,
  email text,
  phone text check (phone ${PHONE}),
  questionnaire jsonb not null default '{}' check (jsonb_typeof(questionnaire) = 'object'),
  questionnaire_completed_at timestamptz,
  -- End-relationship dialog: sale or not, models viewed or sold, comment.
  feedback jsonb check (jsonb_typeof(feedback) = 'object'),
  -- How the advisor was chosen and the match score and reasons behind it, for later comparisons.
  selection_mode text check (selection_mode in (${list(SELECTION_MODES)})),
  match_score integer check (match_score between 0 and 100),
  match_reasons jsonb check (jsonb_typeof(match_reasons) = 'object'),
  seller_assigned_at timestamptz,
  accepted_at timestamptz,
  -- End of the current sale's hold (docs/spec/decisions.md section 3); extra time and resuming move it.
  hold_expires_at timestamptz,
  resumed_at timestamptz,
  be_back_at timestamptz,
  closed_at timestamptz,
  archived_at timestamptz,
  -- Kiosk resets and deletions keep the row for statistics.
  deleted_at timestamptz,
  ${TIMESTAMPS},
  constraint clients_status_after_questionnaire
    check ((status is null) = (questionnaire_completed_at is null)),
  constraint clients_relationship_has_seller
    check (status not in ('withAdvisor', 'beBack') or seller_id is not null),
  constraint clients_with_advisor_has_hold
    check (status <> 'withAdvisor' or (accepted_at is not null and hold_expires_at is not null))
)`,
  `create index clients_concession_id_status_idx on clients (concession_id, status)`,
  `create index clients_seller_id_status_idx on clients (seller_id, status)`,
  `create index clients_concession_id_created_at_idx on clients (concession_id, created_at)`,
  `create index clients_concession_id_closed_at_idx on clients (concession_id, closed_at)
  where closed_at is not null`,
  // Scheduled jobs: archive be-backs after the archive delay, find expired holds.
  `create index clients_be_back_at_idx on clients (be_back_at) where status = 'beBack'`,
  `create index clients_hold_expires_at_idx on clients (hold_expires_at) where status = 'withAdvisor'`,
  // An advisor handles one sale at a time: an expired one must be ended or resumed before the next
  // (docs/spec/decisions.md section 3). This index is also what makes a double accept fail.
  `create unique index clients_one_sale_per_seller_key on clients (seller_id)
  where status = 'withAdvisor' and deleted_at is null`,

  // Every status change, for history screens and statistics (be-back rate needs the path, not only
  // the final status). seller_id is the advisor in charge at that moment.
  `create table client_status_changes (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references clients (id) on delete cascade,
  concession_id uuid not null references concessions (id) on delete cascade,
  from_status text check (from_status in (${list(CLIENT_STATUSES)})),
  to_status text not null check (to_status in (${list(CLIENT_STATUSES)})),
  seller_id uuid references users (id) on delete set null,
  actor_user_id uuid references users (id) on delete set null,
  -- 'system' for scheduled jobs (archiving).
  actor_role text not null check (actor_role in (${list([...ROLES, 'system'])})),
  reason text,
  at timestamptz not null default now(),
  check (from_status is distinct from to_status)
)`,
  `create index client_status_changes_client_id_at_idx on client_status_changes (client_id, at)`,
  `create index client_status_changes_concession_id_at_idx
  on client_status_changes (concession_id, to_status, at)`,
  `create index client_status_changes_seller_id_at_idx on client_status_changes (seller_id, to_status, at)`,

  // Cars a client is interested in (questionnaire), viewed or bought (end of relationship); the
  // client list filters on them.
  `create table client_car_interests (
  client_id uuid not null references clients (id) on delete cascade,
  car_id uuid not null references cars (id) on delete cascade,
  kind text not null check (kind in ('interested', 'viewed', 'sold')),
  created_at timestamptz not null default now(),
  primary key (client_id, car_id, kind)
)`,
  `create index client_car_interests_car_id_idx on client_car_interests (car_id)`,

  // One personality test per user (seller, bpm: 40 items) or walk-in client (16 items). Answers are
  // saved as they come (prepareOnly); scores appear together once scored, naming the norms used.
  `create table psychometric_tests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references users (id) on delete cascade,
  client_id uuid unique references clients (id) on delete cascade,
  form text not null check (form in ('seller40', 'client16')),
  answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object'),
  completed_at timestamptz,
  raw_e integer,
  raw_a integer,
  raw_c integer,
  raw_i integer,
  z_e double precision,
  z_a double precision,
  z_c double precision,
  z_i double precision,
  score_e integer check (score_e between 10 and 100),
  score_a integer check (score_a between 10 and 100),
  score_c integer check (score_c between 10 and 100),
  score_i integer check (score_i between 10 and 100),
  profile_number integer check (profile_number between 1 and 12),
  descriptors text[] not null default '{}' check (descriptors <@ ${textArray(DESCRIPTORS)}),
  lambda_version_id uuid references lambda_versions (id) on delete restrict,
  scored_at timestamptz,
  ${TIMESTAMPS},
  constraint psychometric_tests_one_subject check (num_nonnulls(user_id, client_id) = 1),
  constraint psychometric_tests_form_matches_subject check ((form = 'client16') = (client_id is not null)),
  constraint psychometric_tests_scored_together check (
    num_nulls(raw_e, raw_a, raw_c, raw_i, z_e, z_a, z_c, z_i, score_e, score_a, score_c, score_i,
      profile_number, lambda_version_id, scored_at) in (0, 15)
  ),
  constraint psychometric_tests_scored_when_completed check (scored_at is null or completed_at is not null),
  -- Raw factor scores: 10 items x 1..5 for seller40, 4 items x 1..5 for client16.
  constraint psychometric_tests_raw_range check (
    raw_e is null or (
      case form when 'seller40' then
        raw_e between 10 and 50 and raw_a between 10 and 50 and raw_c between 10 and 50
        and raw_i between 10 and 50
      else
        raw_e between 4 and 20 and raw_a between 4 and 20 and raw_c between 4 and 20
        and raw_i between 4 and 20
      end
    )
  )
)`,
  `create index psychometric_tests_lambda_version_id_idx on psychometric_tests (lambda_version_id)`,
  `create index psychometric_tests_completed_form_idx on psychometric_tests (form)
  where completed_at is not null`,

  // ---------------------------------------------------------------- trainings, feedback, support
  // A training with no concession is platform-wide (published by prAdmin).
  `create table trainings (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid references concessions (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  description text not null default '',
  video_file text,
  video_url text check (video_url ~ '^https?://'),
  created_by uuid references users (id) on delete set null,
  ${TIMESTAMPS},
  constraint trainings_one_video check (num_nonnulls(video_file, video_url) = 1)
)`,
  `create index trainings_concession_id_idx on trainings (concession_id)`,

  // Feedback sent to the platform from the apps; prAdmin reads them all.
  `create table comments (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid references concessions (id) on delete cascade,
  author_user_id uuid references users (id) on delete set null,
  category text not null check (category in (${list(FEEDBACK_CATEGORIES)})),
  message text not null check (btrim(message) <> ''),
  ${TIMESTAMPS}
)`,
  `create index comments_concession_id_created_at_idx on comments (concession_id, created_at)`,
  `create index comments_created_at_idx on comments (created_at)`,

  `create table support_tickets (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid references concessions (id) on delete cascade,
  author_user_id uuid references users (id) on delete set null,
  category text not null check (category in (${list(FEEDBACK_CATEGORIES)})),
  persons_concerned text[] not null check (cardinality(persons_concerned) >= 1),
  subject text not null check (btrim(subject) <> ''),
  description text not null,
  attachment_path text check (attachment_path ~* '\\.(jpe?g|png)$'),
  resolved_at timestamptz,
  ${TIMESTAMPS}
)`,
  `create index support_tickets_concession_id_created_at_idx on support_tickets (concession_id, created_at)`,
  `create index support_tickets_created_at_idx on support_tickets (created_at)`,

  // ---------------------------------------------------------------- billing
  // Money is integer cents of CAD; prices are per month whatever the billing period
  // (docs/spec/decisions.md section 8: (base + extra advisor licences x unit price) x (1 - discount)).
  `create table plans (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[a-z0-9-]+$'),
  name_fr text not null,
  name_en text not null,
  description_fr text not null default '',
  description_en text not null default '',
  billing_period text not null check (billing_period in (${list(BILLING_PERIODS)})),
  currency text not null default 'CAD' check (currency = 'CAD'),
  base_price_cents integer not null check (base_price_cents >= 0),
  included_admin_licences integer not null default 1 check (included_admin_licences >= 0),
  included_advisor_licences integer not null check (included_advisor_licences >= 0),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  discount_percent numeric(5, 2) not null default 0 check (discount_percent between 0 and 100),
  provider_price_id text,
  active boolean not null default true,
  sort_order integer not null default 0,
  ${TIMESTAMPS}
)`,

  // The product catalogue with editable prices (one row per licence kind).
  `create table catalogue_products (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code in (${list(LICENCE_KINDS)})),
  name_fr text not null,
  name_en text not null,
  unit_price_cents integer not null check (unit_price_cents >= 0),
  ${TIMESTAMPS}
)`,

  // One subscription per concession. Prices are copied from the plan when subscribing, so editing a
  // plan does not change what existing customers pay.
  `create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid not null unique references concessions (id) on delete cascade,
  plan_id uuid references plans (id) on delete restrict,
  status text not null default 'neverCreated' check (status in (${list(SUBSCRIPTION_STATUSES)})),
  -- 'demo': the local payment page used without payment-provider keys (docs/spec/decisions.md section 10).
  provider text not null default 'demo' check (provider in ('stripe', 'demo')),
  provider_customer_id text,
  provider_subscription_id text unique,
  -- The provider's own status, as last received (docs/spec/decisions.md section 8 maps it to status).
  provider_status text,
  billing_period text not null default 'month' check (billing_period in (${list(BILLING_PERIODS)})),
  currency text not null default 'CAD' check (currency = 'CAD'),
  base_price_cents integer not null default 0 check (base_price_cents >= 0),
  included_advisor_licences integer not null default 0 check (included_advisor_licences >= 0),
  extra_advisor_licences integer not null default 0 check (extra_advisor_licences >= 0),
  unit_price_cents integer not null default 0 check (unit_price_cents >= 0),
  discount_percent numeric(5, 2) not null default 0 check (discount_percent between 0 and 100),
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  activated_at timestamptz,
  cancelled_at timestamptz,
  ${TIMESTAMPS}
)`,
  `create index subscriptions_provider_customer_id_idx on subscriptions (provider_customer_id)`,

  // A licence is a seat of the concession, given to at most one user; a user holds at most one.
  `create table licences (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid not null references concessions (id) on delete cascade,
  kind text not null check (kind in (${list(LICENCE_KINDS)})),
  user_id uuid unique references users (id) on delete set null,
  assigned_at timestamptz,
  ${TIMESTAMPS},
  check ((user_id is null) = (assigned_at is null))
)`,
  `create index licences_concession_id_kind_idx on licences (concession_id, kind)`,

  `create table invoices (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid not null references concessions (id) on delete cascade,
  subscription_id uuid references subscriptions (id) on delete set null,
  number text not null unique,
  total_cents integer not null check (total_cents >= 0),
  currency text not null default 'CAD' check (currency = 'CAD'),
  status text not null check (status in ('draft', 'open', 'paid', 'void', 'uncollectible')),
  issued_at timestamptz not null,
  paid_at timestamptz,
  provider_invoice_id text unique,
  hosted_invoice_url text,
  pdf_url text,
  ${TIMESTAMPS}
)`,
  `create index invoices_concession_id_issued_at_idx on invoices (concession_id, issued_at)`,

  // Webhook events, stored once per provider event id and processed by a job. Note: read through
  // the CamelCasePlugin, snake_case keys inside payload come back camelCased.
  `create table payment_events (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('stripe', 'demo')),
  provider_event_id text not null,
  type text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  error text,
  ${TIMESTAMPS},
  unique (provider, provider_event_id)
)`,
  `create index payment_events_unprocessed_idx on payment_events (received_at) where processed_at is null`,

  // ---------------------------------------------------------------- surveys and messages
  // After-sales surveys from the service kiosk (two parts).
  `create table surveys (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid not null references concessions (id) on delete cascade,
  seller_id uuid references users (id) on delete set null,
  client_id uuid references clients (id) on delete set null,
  language text not null default 'fr' check (language in (${list(LANGUAGES)})),
  part1 jsonb not null default '{}' check (jsonb_typeof(part1) = 'object'),
  part2 jsonb not null default '{}' check (jsonb_typeof(part2) = 'object'),
  ${TIMESTAMPS}
)`,
  `create index surveys_concession_id_created_at_idx on surveys (concession_id, created_at)`,
  `create index surveys_seller_id_idx on surveys (seller_id)`,

  // Every email and SMS goes through here: the local outbox of the embedded mode, and the record of
  // what the real providers were asked to send (docs/spec/decisions.md section 10).
  `create table outbox_messages (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid references concessions (id) on delete set null,
  channel text not null check (channel in ('email', 'sms')),
  to_address text not null,
  subject text,
  body_text text not null,
  body_html text,
  template text not null,
  language text not null default 'fr' check (language in (${list(LANGUAGES)})),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  provider_message_id text,
  attempts integer not null default 0 check (attempts >= 0),
  error text,
  sent_at timestamptz,
  ${TIMESTAMPS},
  check (channel <> 'email' or subject is not null),
  check ((status = 'sent') = (sent_at is not null))
)`,
  `create index outbox_messages_status_created_at_idx on outbox_messages (status, created_at)`,
  `create index outbox_messages_concession_id_created_at_idx on outbox_messages (concession_id, created_at)`,

  // SMS with app download links: at most 2 a day per phone (docs/spec/product-spec.md section 9). sent_on is the
  // day in the concession's time zone, computed in SQL when inserting.
  `create table sms_log (
  id uuid primary key default gen_random_uuid(),
  concession_id uuid not null references concessions (id) on delete cascade,
  to_phone text not null check (to_phone ${PHONE}),
  kind text not null check (kind in ('appDownloadLinks')),
  sent_on date not null,
  sent_at timestamptz not null default now(),
  outbox_message_id uuid references outbox_messages (id) on delete set null
)`,
  `create index sms_log_to_phone_sent_on_idx on sms_log (to_phone, sent_on)`,
  `create index sms_log_concession_id_sent_on_idx on sms_log (concession_id, sent_on)`,

  ...MUTABLE_TABLES.map(
    (table) => `create trigger ${table}_set_updated_at before update on ${table}
  for each row execute function set_updated_at()`,
  ),
];

/** Every table, children before parents, for `down`. */
const TABLES_TO_DROP = [
  'sms_log',
  'outbox_messages',
  'surveys',
  'payment_events',
  'invoices',
  'licences',
  'subscriptions',
  'catalogue_products',
  'plans',
  'support_tickets',
  'comments',
  'trainings',
  'psychometric_tests',
  'client_car_interests',
  'client_status_changes',
  'clients',
  'car_images',
  'cars',
  'concession_manufacturers',
  'manufacturers',
  'lambda_recalculations',
  'lambda_versions',
  'seller_profiles',
  'bpm_assignments',
  'password_reset_tokens',
  'sessions',
  'users',
  'concessions',
  'contract_versions',
  'territories',
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time, so a failure names the statement that broke.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES_TO_DROP) await sql.raw(`drop table ${table}`).execute(db);
  await sql.raw('drop function set_updated_at()').execute(db);
}
