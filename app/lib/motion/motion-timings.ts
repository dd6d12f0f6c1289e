// The required timing and sizing constants, in one place.

/** Hero destinations, under-construction names. */
export const ROTATION_INTERVAL_MS = 2000;
/** Carousel advance, and the progress bar's tick. */
export const CAROUSEL_INTERVAL_MS = 8000;
export const PROGRESS_TICK_MS = 50;
/** Typing: one character per 80 ms; subtitle after 200 ms; main text after max(600, subtitle x 80 + 400) ms. */
export const TYPING_MS_PER_CHAR = 80;
export const SUBTITLE_DELAY_MS = 200;
export const MAIN_TEXT_EXTRA_DELAY_MS = 400;
export const MAIN_TEXT_MIN_DELAY_MS = 600;
/** Network section: a slot changes every 1200 ms; four slots per list. */
export const NETWORK_ROTATION_MS = 1200;
export const NETWORK_SLOTS = 4;
/** Clients strip: each logo slot is 180px wide. */
export const CLIENT_SLOT_PX = 180;
/** Background particles. */
export const PARTICLE_COUNT = 60;
export const PARTICLE_LINK_DISTANCE_PX = 150;
export const PARTICLE_MOUSE_RADIUS_PX = 500;
/** Tooltips (leadership role labels). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
