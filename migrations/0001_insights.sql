-- The site's numbers (workers/insights/). Days are UTC dates, 'YYYY-MM-DD'. Nothing here identifies a person: no
-- address, no user agent, no cookie; `visitor` is a hash made with a salt that lives one day (daily_salt), so the
-- same person gets another one the next day and nobody can recompute either.

-- One page view or booking, as its beacon told it, kept 30 days (then rolled up into the daily_* tables).
CREATE TABLE page_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,          -- a page of the site as visited ('/es/vision'), or 'other'
  locale TEXT NOT NULL,        -- the page's language
  source TEXT NOT NULL,        -- utm_source, else the referring host, else 'direct'
  referrer TEXT NOT NULL,      -- the referring site's host, '' for none
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  utm_term TEXT NOT NULL,
  utm_content TEXT NOT NULL,
  country TEXT NOT NULL,       -- two letters, 'XX' unknown
  device TEXT NOT NULL,        -- 'phone', 'tablet' or 'desktop'
  visitor TEXT NOT NULL,       -- the day's hash
  lcp INTEGER,                 -- Core Web Vitals of the view, ms (CLS in thousandths); NULL when not measured
  inp INTEGER,
  cls INTEGER,
  fcp INTEGER,
  ttfb INTEGER
);
CREATE INDEX page_views_by_day ON page_views (day);

-- A contact message the outbox accepted, or a booking made in the scheduling embed, kept 30 days.
CREATE TABLE conversions (
  day TEXT NOT NULL,
  kind TEXT NOT NULL,          -- 'contact' or 'booking'
  path TEXT NOT NULL,
  locale TEXT NOT NULL,
  source TEXT NOT NULL
);
CREATE INDEX conversions_by_day ON conversions (day);

-- The day's salt for visitor hashes; older ones are deleted when a day's is made.
CREATE TABLE daily_salt (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
) WITHOUT ROWID;

-- Beacons taken for storage in a day, and how many of them were stored: past the daily ceiling a beacon is counted
-- here and not stored. Kept 13 months.
CREATE TABLE daily_intake (
  day TEXT PRIMARY KEY,
  received INTEGER NOT NULL,
  stored INTEGER NOT NULL
) WITHOUT ROWID;

-- Daily totals, kept 13 months. `facet` is 'total' (key ''), 'page' (key: path), 'source', 'country' or 'device';
-- `locale` is the page's language for 'page', '' otherwise; `visitors` is counted for 'total' and 'page'.
CREATE TABLE daily_views (
  day TEXT NOT NULL,
  facet TEXT NOT NULL,
  key TEXT NOT NULL,
  locale TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, facet, key, locale)
) WITHOUT ROWID;

CREATE TABLE daily_conversions (
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  path TEXT NOT NULL,
  locale TEXT NOT NULL,
  source TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, kind, path, locale, source)
) WITHOUT ROWID;

-- How many samples of a metric had each value, by page ('page', key: path) and by country ('country'): percentiles
-- over any range of days come out exact, as from the raw rows.
CREATE TABLE daily_vitals (
  day TEXT NOT NULL,
  facet TEXT NOT NULL,
  key TEXT NOT NULL,
  metric TEXT NOT NULL,
  value INTEGER NOT NULL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (day, facet, key, metric, value)
) WITHOUT ROWID;
