/** What the editor at /admin says of a content field. */
export interface FieldWords {
  label: string;
  /** What the field is for and where it shows, in a sentence or two. The limit is added from the schema. */
  hint: string;
  /** The field names a picture under public/: where uploads go, which file types, how large. */
  image?: { folder: string; types: readonly string[]; maxBytes: number };
  /** A list to pick from: the name the editor shows for each value (a job title for its key). */
  choices?: (value: string) => string;
  /** A day (`YYYY-MM-DD` in the file): the editor shows a calendar, today's date for a new item. */
  day?: true;
  /**
   * The value is one of another collection's (an author is one of the leadership team): the collection, its file
   * and the field that holds the values (a list's items as "*": "leaders.*.name"). The editor lists them as they
   * are in the repository.
   */
  oneOf?: { collection: string; file: string; field: string };
}
