-- The ops console's numbers (workers/insights/report-snapshots.ts): the last report made for each range the console
-- offers, drawn instead of reading every row and histogram of the range on each view. Only totals and percentiles,
-- as the report has them; derived data, remade within minutes: losing a row costs one slow view.
CREATE TABLE report_snapshots (
  days INTEGER PRIMARY KEY,    -- the range: the last `days` days, today (UTC) included
  day TEXT NOT NULL,           -- the day it was made, the range's last day
  made_at INTEGER NOT NULL,    -- ms since the epoch
  shape INTEGER NOT NULL,      -- the version of the figures' JSON: a snapshot of another version is not read
  figures TEXT NOT NULL        -- JSON: { report, daily }
);
