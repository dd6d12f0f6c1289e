// The content editor's fields for photographs and for the Insights entries (app/content/editor/), beyond what
// editor-config.test.ts holds every field to: photos of the types and size the site takes into their folders, a
// pattern's flags, a value a file has or leaves out, a day, an author picked from the leadership team, and a
// Markdown toolbar that offers only what the build publishes.
import { describe, expect, it } from "vitest";
import { editorCollections } from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";
import { everyField as everyFieldOf, fieldsOf as fieldsOfCollection } from "./editor-fields";

const repository = { repo: "owner/site", branch: "main", origin: "https://site.test" };
const { config } = editorConfig(editorCollections, repository);

const everyField = () => everyFieldOf(config);
const fieldsOf = (name: string) => fieldsOfCollection(config, name);

describe("the editor's photo and Insights fields", () => {
  it("a photo field takes a JPEG, PNG, WebP or AVIF file up to 20 MB into its folder, and says so in its hint", () => {
    const photos = everyField().filter((field) => field.widget === "image" && field.accept !== ".svg,image/svg+xml");
    expect(photos.map((field) => field.public_folder).sort()).toEqual(["/images/insights", "/images/people"]);
    for (const field of photos) {
      expect(field).toMatchObject({
        media_folder: `/public${field.public_folder ?? ""}`,
        accept: ".jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif",
        choose_url: false,
        media_libraries: { default: { config: { max_file_size: 20_000_000, slugify_filename: true } } },
        required: false,
      });
      expect(field.hint).toMatch(/a JPEG, PNG, WebP or AVIF file.* Up to 20 MB\. Optional\.$/);
      // The editor reads "/source/flags" as a regular expression with its flags (the schema's, where it has any).
      const [written = "", said = ""] = field.pattern ?? [];
      const [, source = written, flags = ""] = /^\/(.+)\/([a-z]*)$/.exec(written) ?? [];
      const pattern = new RegExp(source, flags);
      for (const name of ["portrait.jpg", "portrait.jpeg", "portrait.png", "portrait.webp", "portrait.avif"]) {
        expect(pattern.test(name), `${source} ${name}`).toBe(true);
        expect(pattern.test(`${field.public_folder ?? ""}/${name}`), name).toBe(true);
      }
      for (const name of ["portrait.svg", "portrait.gif", "/images/elsewhere/portrait.jpg", "https://x.test/a.jpg"]) {
        expect(pattern.test(name), `${source} ${name}`).toBe(false);
      }
      expect(said).toMatch(/^Expected .*photo/);
    }
  });

  it("a pattern with flags reaches the editor with them: a tag of Spanish letters is taken", () => {
    const insights = fieldsOf("insights");
    const [written = ""] = insights.find((field) => field.name === "tags")?.field?.pattern ?? [];
    expect(written).toMatch(/^\/.+\/u$/);
    const pattern = new RegExp(written.slice(1, -2), "u");
    expect(pattern.test("innovación")).toBe(true);
    expect(pattern.test("Innovación")).toBe(false);
  });

  it("a value a file has or leaves out is a choice of that one value, not a fixed hidden one (a draft)", () => {
    const insights = fieldsOf("insights");
    expect(insights.find((field) => field.name === "draft")).toMatchObject({
      widget: "select",
      required: false,
      options: [{ value: true }],
    });
  });

  it("a day is a date picker that writes YYYY-MM-DD, today's date for a new entry", () => {
    const insights = fieldsOf("insights");
    expect(insights.find((field) => field.name === "date")).toMatchObject({
      widget: "datetime",
      type: "date",
      format: "YYYY-MM-DD",
      default: "{{now}}",
      required: true,
      i18n: "duplicate",
    });
  });

  it("an entry's author is picked from the leadership team's names, as that file has them", () => {
    const author = fieldsOf("insights").find((field) => field.name === "author");
    expect(author).toMatchObject({ widget: "relation", collection: "leaders", file: "leaders", required: true });
    // "leaders.*.name": the leaders file is one list (a field named as the collection, at the file's root), each
    // item's name the value stored.
    const [list, wildcard, name] = (author?.value_field ?? "").split(".");
    const leaders = fieldsOf(author?.collection ?? "");
    const root = leaders.find((field) => field.name === list);
    expect(root?.root, "the leaders' list at the file's root").toBe(true);
    expect(wildcard).toBe("*");
    expect(root?.fields?.find((field) => field.name === name)).toMatchObject({ name: "name", required: true });
    expect(author?.display_fields).toEqual([author?.value_field]);
  });

  it("a Markdown text's toolbar offers no level-1 heading and no picture, which the build refuses", () => {
    const bodies = everyField().filter((field) => field.widget === "markdown");
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) {
      expect(body.buttons).not.toContain("heading-one");
      expect(body.buttons).toContain("heading-two");
      expect(body.editor_components).toEqual([]);
    }
  });
});
