// What the build makes of one photograph (scripts/build/photos/) and what a page needs to offer it: its variants,
// each a format at a width, by the address the site serves it at.

export type PhotoFormat = "avif" | "webp" | "jpeg";
