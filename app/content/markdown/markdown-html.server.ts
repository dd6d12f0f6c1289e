import type { Element, ElementContent, Nodes } from "hast";
import type { Root as MarkdownRoot } from "mdast";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { markdownTree } from "./markdown-tree.server";

/**
 * A Markdown text as the HTML its page shows, at build time (the Worker and the browser never see Markdown): the
 * text is read by the site's Markdown reader (markdown-tree.server.ts); raw HTML written in it is dropped, never
 * passed on; what is left is sanitised to GitHub's list of elements and attributes (no script, event handler,
 * iframe, style or `javascript:` address survives, whatever the content check let through). Then, on what is left,
 * the site's own additions: a table column's alignment becomes a class, each heading gets an id from its words (`## Why pilots stall` is `#why-pilots-stall`),
 * and a link to another site opens in a new tab with `rel="noopener noreferrer"`, a hidden "(opens in a new tab)"
 * in the page's language and the arrow the site draws beside such links.
 */

/** What the HTML says in the page's language. */
export interface MarkdownWords {
  /** Said after a link that opens a new tab. */
  newTab: string;
  /** The heading of the footnotes, read by screen readers. */
  footnotes: string;
  /** A footnote's way back to where it is referenced: `{n}`, the reference's number. */
  backToReference: string;
}

const svg = (tagName: string, properties: Element["properties"], children: ElementContent[] = []): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

/** The arrow beside a link to another site (the venture cards draw the same). */
const externalArrow = svg("svg", { ariaHidden: "true", width: 12, height: 12, viewBox: "0 0 12 12" }, [
  svg("path", { d: "M4 1.5h6.5V8M10.5 1.5 2 10", fill: "none", stroke: "currentColor", strokeWidth: "1.5" }),
]);

/**
 * A table column's alignment as a class (`cell-center`, `cell-right`, styled by app.css) instead of the `align`
 * attribute GitHub tables are written with, which HTML no longer has.
 */
function cellAlignments() {
  const visit = (node: Nodes) => {
    if (node.type === "element" && (node.tagName === "td" || node.tagName === "th")) {
      const { align, ...rest } = node.properties;
      node.properties = align === "center" || align === "right" ? { ...rest, className: [`cell-${align}`] } : rest;
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  return visit;
}

function pipeline(words: MarkdownWords) {
  return (
    unified()
      // Raw HTML is left out (allowDangerousHtml is off), so the only ids are the footnotes' (prefixed here, links
      // and targets alike) and the headings' (added after the sanitiser): it need not prefix ids again, which
      // would leave the footnotes' links pointing nowhere.
      .use(remarkRehype, {
        footnoteLabel: words.footnotes,
        footnoteBackLabel: (index: number) => words.backToReference.replace("{n}", String(index + 1)),
      })
      .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
      .use(cellAlignments)
      .use(rehypeSlug)
      .use(rehypeExternalLinks, {
        target: "_blank",
        rel: ["noopener", "noreferrer"],
        content: [
          { type: "text", value: " " },
          svg("span", { className: ["sr-only"] }, [{ type: "text", value: words.newTab }]),
          externalArrow,
        ],
      })
      .use(rehypeStringify)
  );
}

/** The HTML of a Markdown text (or of its tree, once read), with the page's words. */
export function markdownHtml(markdown: string | MarkdownRoot, words: MarkdownWords): string {
  const processor = pipeline(words);
  const tree = typeof markdown === "string" ? markdownTree(markdown) : markdown;
  return processor.stringify(processor.runSync(tree));
}
