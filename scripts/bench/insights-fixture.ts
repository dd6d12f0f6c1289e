// A generated set of Insights entries for the build bench, written into a copy of the repository: `entries` entries
// in every language, each a Markdown file in the collection's front-matter contract (title, description, date,
// author, kind, tags, image, imageAlt), and each with a photo of its own as a camera makes it (12 megapixels by
// default). A translation shares its entry's photo. Photos are drawn by generated-photo.ts; a few drawings are made
// and each entry's file is one of them with its own JPEG comment, so every photo is a file of its own (its own
// bytes, so its own encoding) without drawing a thousand; or, with shared photos, the drawing's bytes as they are,
// so the build's cache (keyed by content) encodes each drawing once however many entries show it.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseContentFile, stringifyContentFile } from "../../app/content/file-format.ts";
import { languageCodes } from "../../app/lib/language/languages.ts";
import { generatedPhoto } from "./generated-photo.ts";

export interface FixtureOptions {
  /** The repository copy to write into. */
  root: string;
  /** Entries a language. */
  entries: number;
  photo?: { width: number; height: number };
  /** How many different drawings the photos are made from. */
  drawings?: number;
  /**
   * "unique": every entry's photo its own bytes (a JPEG comment apart), encoded once each; "shared": the same bytes
   * for every entry of a drawing, encoded once a drawing.
   */
  photos?: PhotoMode;
  /** False for a revision with no Insights collection: the photos alone (the content check refuses entries). */
  withEntries?: boolean;
}

type PhotoMode = "unique" | "shared";

interface FixturePhoto {
  slug: string;
  /** As content names it: "/images/insights/bench-entry-0001.jpg". */
  path: string;
  bytes: number;
}

export interface Fixture {
  slugs: string[];
  photos: FixturePhoto[];
  /** The entries' files, relative to the root; none when written without entries. */
  entryFiles: string[];
}

/** The word the bench's one-word change replaces in the first entry (or, with no entries, in a page's text). */
export const ONE_WORD_CHANGE = { from: "results", to: "findings" } as const;

const topics = [
  ["quantum error correction", "corrección de errores cuánticos"],
  ["a pilot that became a product", "un piloto que se convirtió en producto"],
  ["robots on a factory floor", "robots en una planta de producción"],
  ["models of a city's traffic", "modelos del tráfico de una ciudad"],
  ["behavioural design in banking", "diseño conductual en la banca"],
] as const;

const slugOf = (index: number) => `bench-entry-${String(index + 1).padStart(4, "0")}`;
const dateOf = (index: number) => new Date(Date.UTC(2026, 10, 1) - index * 86_400_000).toISOString().slice(0, 10);

/** An entry's front matter and body in a language, in the contract's field order. */
function entryData(index: number, language: string, author: string): Record<string, unknown> {
  const [english, spanish] = topics[index % topics.length] ?? topics[0];
  const number = String(index + 1).padStart(4, "0");
  const inEnglish = language === "en";
  const topic = inEnglish ? english : spanish;
  return {
    title: inEnglish ? `Field notes ${number}: ${topic}` : `Notas de campo ${number}: ${topic}`,
    description: inEnglish
      ? `What we learned about ${topic}, the methods we used and what we would do differently next time.`
      : `Lo que aprendimos sobre ${topic}, los métodos que usamos y lo que haríamos distinto la próxima vez.`,
    date: dateOf(index),
    author,
    kind: index % 3 === 2 ? "case-study" : "article",
    tags: index % 2 === 0 ? ["research", "delivery"] : ["strategy"],
    image: `/images/insights/${slugOf(index)}.jpg`,
    imageAlt: inEnglish
      ? "Hills under a pale sky, seen from a valley."
      : "Colinas bajo un cielo claro, vistas desde un valle.",
    body: entryBody(topic, inEnglish),
  };
}

function entryBody(topic: string, english: boolean): string {
  const { from } = ONE_WORD_CHANGE;
  return english
    ? [
        `Our team spent twelve weeks on ${topic}. The ${from} surprised the client and us.`,
        "## What we did",
        "We started from the questions people on the ground asked, not from the technology:",
        "- interviews with the people who would use it;\n- a prototype within two weeks;\n- measurements every Friday.",
        "| Week | Milestone |\n| --- | --- |\n| 2 | First prototype |\n| 8 | Pilot with real users |",
        "## What we would keep",
        "Short loops and honest numbers. Read more in [the method's paper](https://example.org/method).",
      ].join("\n\n")
    : [
        `Nuestro equipo dedicó doce semanas a ${topic}. Los resultados nos sorprendieron.`,
        "## Qué hicimos",
        "Partimos de las preguntas de quienes trabajan sobre el terreno, no de la tecnología:",
        "- entrevistas con quienes lo usarían;\n- un prototipo en dos semanas;\n- mediciones cada viernes.",
        "| Semana | Hito |\n| --- | --- |\n| 2 | Primer prototipo |\n| 8 | Piloto con usuarios reales |",
        "## Qué conservaríamos",
        "Ciclos cortos y cifras honestas. Más en [el artículo del método](https://example.org/method).",
      ].join("\n\n");
}

/** A JPEG with a comment segment (COM) after its start-of-image marker: other bytes, the same picture. */
export function withComment(jpeg: Uint8Array, comment: string): Buffer {
  const text = Buffer.from(comment, "latin1");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

export async function writeInsightsFixture({
  root,
  entries,
  photo = { width: 4000, height: 3000 },
  drawings = 12,
  photos: mode = "unique",
  withEntries = true,
}: FixtureOptions): Promise<Fixture> {
  const leadersFile = "app/content/home/leaders.yaml";
  const leaders = parseContentFile(await readFile(path.join(root, leadersFile), "utf8"), "yaml", leadersFile) as {
    name: string;
  }[];
  const slugs = Array.from({ length: entries }, (_, index) => slugOf(index));
  const photoDir = path.join(root, "public/images/insights");
  await mkdir(photoDir, { recursive: true });
  const drawn: Buffer[] = [];
  for (let i = 0; i < Math.min(drawings, entries); i++) drawn.push(await generatedPhoto({ ...photo, seed: 1000 + i }));
  const photos: FixturePhoto[] = [];
  for (const [index, slug] of slugs.entries()) {
    const drawing = drawn[index % drawn.length] ?? Buffer.alloc(0);
    const bytes = mode === "shared" ? drawing : withComment(drawing, `build bench photo ${slug}`);
    await writeFile(path.join(photoDir, `${slug}.jpg`), bytes);
    photos.push({ slug, path: `/images/insights/${slug}.jpg`, bytes: bytes.length });
  }
  const entryFiles: string[] = [];
  if (withEntries) {
    for (const language of languageCodes) {
      const folder = `app/content/${language}/insights`;
      await mkdir(path.join(root, folder), { recursive: true });
      for (const [index, slug] of slugs.entries()) {
        const author = leaders[index % leaders.length]?.name ?? "";
        const file = `${folder}/${slug}.md`;
        await writeFile(path.join(root, file), stringifyContentFile(entryData(index, language, author), "markdown"));
        entryFiles.push(file);
      }
    }
  }
  return { slugs, photos, entryFiles };
}

/** Removes the entries from the `keep`th on (every language's file), leaving their photos: the same build with fewer. */
export async function removeEntries(root: string, fixture: Fixture, keep: number): Promise<void> {
  const removed = new Set(fixture.slugs.slice(keep));
  await Promise.all(
    fixture.entryFiles
      .filter((file) => removed.has(path.basename(file, ".md")))
      .map((file) => rm(path.join(root, file), { force: true })),
  );
}
