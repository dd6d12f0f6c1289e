import { describe, expect, it } from "vitest";
import { languageParityProblems } from "~/content/language-parity.server";
import { contentFileData as files } from "~/content/check-content.server";

// What must stay as it is when a language is translated (docs/content.md, "Add a language": keys, list lengths, icons,
// pictures and link targets; videos and anchors too), one case each: a Spanish file changed in that one value, as
// a translator might change it, fails the check, which names the value the default language has and the one it
// found. Each case is the only one that changes its field, so a field left out of the comparison fails its case.

type Path = readonly (string | number)[];

/** A copy of the site's content with the Spanish `file` changed by `change`. */
function withSpanish(file: string, change: (data: unknown) => unknown) {
  const key = `./es/${file}`;
  return { ...files, [key]: change(structuredClone(files[key])) };
}

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, step) => (value as Record<string | number, unknown>)[step], data);
}

function setAt(data: unknown, path: Path, value: unknown): unknown {
  const parent = valueAt(data, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1) ?? ""] = value;
  return data;
}

/** A path as the check writes it: `intro.video.source`, `[7].topic`. */
const written = (path: Path) =>
  path.map((step, i) => (typeof step === "number" ? `[${step}]` : i === 0 ? step : `.${step}`)).join("");

const problemsOf = (changed: Record<string, unknown>) => languageParityProblems(changed, ["en", "es"]);

describe("a translation that changes a value which is not words fails the content check", () => {
  it.each<[what: string, file: string, path: Path, other: unknown]>([
    ["an offering's video (source)", "offerings/robotics.yaml", ["intro", "video", "source"], "orbitant006"],
    ["a video's poster (poster)", "offerings/robotics.yaml", ["intro", "video", "poster"], "/posters/quantum.svg"],
    ["an intro's layout (layout)", "offerings/robotics.yaml", ["intro", "layout"], "split"],
    ["a capability's icon (icon)", "offerings/robotics.yaml", ["capabilities", "items", 0, "icon"], "atom"],
    [
      "a venture's website (website)",
      "offerings/venture-builder.yaml",
      ["ventures", "items", 0, "website"],
      "https://hearthline.example.org",
    ],
    ["a card's page (page)", "home/expertise-cards.yaml", [0, "page"], "quantum"],
    ["a card's topic (topic)", "home/expertise-cards.yaml", [6, "topic"], "quantum-sensing"],
    ["a slide's picture (src)", "home/slides.yaml", [0, "image", "src"], "/images/slides/robotics.svg"],
    ["a picture's width (width)", "home/slides.yaml", [0, "image", "width"], 1200],
    ["a picture's height (height)", "home/slides.yaml", [0, "image", "height"], 675],
    ["a slide video's type (type)", "home/slides.yaml", [0, "video", "type"], "video/mp4"],
    ["a legal text's date (lastUpdated)", "legal/privacy.md", ["lastUpdated"], "2025-08"],
  ])("%s", (_what, file, path, other) => {
    const english = valueAt(files[`./en/${file}`], path);
    expect(valueAt(files[`./es/${file}`], path)).toEqual(english);
    expect(problemsOf(withSpanish(file, (data) => setAt(data, path, other)))).toEqual([
      `app/content/es/${file}: lacks ${written(path)} = ${JSON.stringify(english)}`,
      `app/content/es/${file}: has more: ${written(path)} = ${JSON.stringify(other)}`,
    ]);
  });

  // A legal text is compared as its page reads it: the body's sections, each with its anchor and its blocks.
  const bodyChanged = (from: string, to: string) => (data: unknown) => {
    const file = data as { body: string };
    expect(file.body).toContain(from);
    return { ...file, body: file.body.replace(from, to) };
  };

  it("a legal section's anchor (id)", () => {
    expect(problemsOf(withSpanish("legal/privacy.md", bodyChanged("{#who-we-are}", "{#quienes-somos}")))).toEqual([
      'app/content/es/legal/privacy.md: lacks sections[0].id = "who-we-are"',
      'app/content/es/legal/privacy.md: has more: sections[0].id = "quienes-somos"',
    ]);
  });

  it("a legal text's link to another page (to)", () => {
    expect(problemsOf(withSpanish("legal/terms.md", bodyChanged("](/privacy)", "](/terms)")))).toEqual([
      'app/content/es/legal/terms.md: lacks sections[3].blocks[1].link.to = "/privacy"',
      'app/content/es/legal/terms.md: has more: sections[3].blocks[1].link.to = "/terms"',
    ]);
  });

  it("a legal section with a paragraph more (its list of blocks)", () => {
    const changed = withSpanish(
      "legal/privacy.md",
      bodyChanged("{#who-we-are}\n\n", "{#who-we-are}\n\nOtro párrafo.\n\n"),
    );
    expect(problemsOf(changed)).toContain("app/content/es/legal/privacy.md: lacks sections[0].blocks: a list of 2");
  });
});

describe("what the check compares of everything else", () => {
  it("a value of words is compared by its kind only: another wording passes, a number in its place fails", () => {
    const reworded = withSpanish("vision.yaml", (data) => setAt(data, ["title"], "Otra forma de decirlo"));
    expect(problemsOf(reworded)).toEqual([]);
    const number = withSpanish("vision.yaml", (data) => setAt(data, ["title"], 7));
    expect(problemsOf(number)).toEqual([
      "app/content/es/vision.yaml: lacks title: string",
      "app/content/es/vision.yaml: has more: title: number",
    ]);
  });

  it("a list is compared by its length, at the top of a file too", () => {
    const shorter = withSpanish("home/slides.yaml", (data) => (data as unknown[]).slice(1));
    const problems = problemsOf(shorter);
    expect(problems[0]).toMatch(/^app\/content\/es\/home\/slides\.yaml: lacks \(root\): a list of \d+$/);
    expect(problems).toContain(
      "app/content/es/home/slides.yaml: has more: (root): a list of " +
        String((files["./en/home/slides.yaml"] as unknown[]).length - 1),
    );
  });

  it("a file no collection holds is compared as it is", () => {
    const changed = { ...files, "./en/notes.yaml": { icon: "atom" }, "./es/notes.yaml": { icon: "leaf" } };
    expect(problemsOf(changed)).toEqual([
      'app/content/es/notes.yaml: lacks icon = "atom"',
      'app/content/es/notes.yaml: has more: icon = "leaf"',
    ]);
  });

  it("a value of words in place of a list: its kind, and the list's length", () => {
    const changed = { ...files, "./en/notes.yaml": { title: "Notes" }, "./es/notes.yaml": { title: [] } };
    expect(problemsOf(changed)).toEqual([
      "app/content/es/notes.yaml: lacks title: string",
      "app/content/es/notes.yaml: has more: title: list",
      "app/content/es/notes.yaml: has more: title: a list of 0",
    ]);
  });

  it("a value that is not words is compared when empty too (null), and words under such a key by their shape", () => {
    const empty = { ...files, "./en/notes.yaml": { icon: null }, "./es/notes.yaml": { icon: "atom" } };
    expect(problemsOf(empty)).toEqual([
      "app/content/es/notes.yaml: lacks icon = null",
      'app/content/es/notes.yaml: has more: icon = "atom"',
    ]);
    const words = {
      ...files,
      "./en/notes.yaml": { page: { label: "Home" } },
      "./es/notes.yaml": { page: { label: "Inicio" } },
    };
    expect(problemsOf(words)).toEqual([]);
  });
});
