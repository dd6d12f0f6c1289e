import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sharedHomeContent } from "~/content/localized.server";
import { siteEnvContext, siteFilesContext } from "~/lib/document/request-context.server";
import type { Language } from "~/lib/language/languages";
import type { PhotoManifest } from "~/lib/photos/photo-variants";
import { loader as homeLoader } from "~/routes/home";
import { leaderPhotosDataFile } from "../../scripts/build/leader-photos-data";
import { prerenderDataFiles } from "../../scripts/build/prerender-data";
import { harbourVariants as photo } from "./entry-photo-fixture";

// A leader's photo on the home pages: the build writes the variants it made of it into the prerender data, by the
// leader's name, and the home page's loader gives them to the leader, so the page's data (React Router's .data
// file, deployed beside the page) names the variants and never the original, which is not deployed.

const origin = "https://www.example.com";
const original = "/images/people/ines-valcourt.jpg";
const secondOriginal = "/images/people/third-leader.jpg";
const { leaders } = sharedHomeContent();
const [first, second, third, ...rest] = leaders;
if (!first || !second || !third) throw new Error("fewer than three leaders");
/** The team as leaders.yaml lists it, the first and the third leader with a photo each (the same variants). */
const photographed = [{ ...first, image: original }, second, { ...third, image: secondOriginal }, ...rest];
const made: PhotoManifest = { [original]: photo, [secondOriginal]: photo };

/** The home page's loader data in a language, as the Worker prerenders it with the build's `files`. */
async function homeData(language: Language, files: ReadonlyMap<string, string> | null) {
  const context = new RouterContextProvider();
  const assets = {
    fetch: (request: Request) => {
      const body = files?.get(new URL(request.url).pathname.slice(1));
      return Promise.resolve(body === undefined ? new Response("Not Found", { status: 404 }) : new Response(body));
    },
  };
  context.set(siteFilesContext, files ? (assets as unknown as Fetcher) : null);
  context.set(siteEnvContext, { environment: "production", origin, indexable: true, turnstileSiteKey: null });
  const path = language === "en" ? "/" : `/${language}`;
  const args = { context, params: {}, url: new URL(`${origin}${path}`), request: new Request(`${origin}${path}`) };
  return await homeLoader(args as unknown as Parameters<typeof homeLoader>[0]);
}

describe("a leader's photo", () => {
  it("is in the prerender data as the variants the build made, by the leader's name, never the original's path", () => {
    const { fileName, source } = leaderPhotosDataFile(made, photographed);
    expect(fileName).toBe("_prerender/leader-photos.json");
    expect(JSON.parse(source)).toEqual({ [first.name]: photo, [third.name]: photo });
    expect(source).not.toContain("/images/people/");
    expect(leaderPhotosDataFile({ [original]: photo }, leaders).source).toBe("{}");
  });

  it("fails the build when the build did not make it, naming the leader, whatever other photos it made", () => {
    const others: PhotoManifest = { "/images/people/someone-else.jpg": photo };
    expect(() => leaderPhotosDataFile(others, photographed)).toThrow(
      `The leader ${first.name} shows ${original}, which is no photo in public/`,
    );
  });

  it("is written into the build's prerender data beside the Insights entries", () => {
    // A build that made every photo the site's content names.
    const made: PhotoManifest = new Proxy({}, { get: () => photo });
    const files = prerenderDataFiles(made);
    expect(files.filter((file) => file.fileName === "_prerender/leader-photos.json")).toEqual([
      leaderPhotosDataFile(made),
    ]);
    expect(files.map((file) => file.fileName)).toContain("_prerender/insights/en.json");
  });

  for (const language of ["en", "es"] as const) {
    it(`reaches the ${language} home page's data as its variants, whichever leader has one; the others keep their drawn portraits`, async () => {
      const { fileName, source } = leaderPhotosDataFile(made, photographed);
      const data = await homeData(language, new Map([[fileName, source]]));
      expect(data.leaders.map((leader) => leader.photo)).toEqual(
        leaders.map((_, index) => (index === 0 || index === 2 ? photo : undefined)),
      );
      for (const leader of data.leaders.filter((_, index) => index !== 0 && index !== 2)) {
        expect(Object.keys(leader)).toEqual(["name", "role", "profileUrl"]);
      }
      const serialised = JSON.stringify(data);
      expect(serialised).not.toContain("/images/people/");
      expect(serialised).not.toContain("/@photo/");
    });
  }

  it("is left out where there is no prerender data (the development server): the drawn portrait shows", async () => {
    const data = await homeData("en", null);
    expect(data.leaders.map((leader) => "photo" in leader)).toEqual(leaders.map(() => false));
  });
});
