import { describe, expect, test } from "vitest";
import { embedHosts } from "~/lib/embeds/embed-hosts";
import { parseVideoSource, videoEmbedUrl } from "~/lib/embeds/video-source";

describe("video sources", () => {
  test("a video id plays from the privacy-enhanced host", () => {
    const source = parseVideoSource("abcDEF12_-3");
    expect(source).toEqual({ kind: "video", id: "abcDEF12_-3" });
    expect(source && videoEmbedUrl(source)).toBe(`${embedHosts.video}/embed/abcDEF12_-3?autoplay=1&rel=0`);
  });

  test("a drive file address plays as the drive preview", () => {
    for (const address of [
      "https://drive.google.com/file/d/1AbC-dEf_GhIjKl/view",
      "https://drive.google.com/file/d/1AbC-dEf_GhIjKl/preview",
      "https://drive.google.com/file/d/1AbC-dEf_GhIjKl",
    ]) {
      const source = parseVideoSource(address);
      expect(source && videoEmbedUrl(source), address).toBe(`${embedHosts.drive}/file/d/1AbC-dEf_GhIjKl/preview`);
    }
  });

  test("anything else is refused", () => {
    for (const address of [
      "",
      "abcDEF12_-",
      "abcDEF12_-3!",
      "https://www.youtube.com/embed/abcDEF12_-3",
      "http://drive.google.com/file/d/1AbC-dEf_GhIjKl/view",
      "https://drive.google.com.evil.example/file/d/1AbC-dEf_GhIjKl/view",
      "https://drive.google.com/file/d/1AbC-dEf_GhIjKl/edit",
      "https://drive.google.com/file/d/a%2Fb/view",
      "javascript:alert(1)",
    ]) {
      expect(parseVideoSource(address), address).toBeNull();
    }
  });
});
