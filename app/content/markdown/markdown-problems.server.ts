import type { Nodes, Root } from "mdast";

/**
 * What keeps a Markdown text from being published as a page's body, each with its line in the text: raw HTML
 * (where a script, an event handler, an iframe or a style would come from), a picture (an entry's photo is its
 * `image`), a level-1 heading (the page's title is its one h1) or a heading that skips a level, and a link to
 * anything but a web, e-mail or phone address, a path of the site or a section of the page (`javascript:` among
 * them). The renderer (markdown-html.server.ts) would drop or neutralise each; the check refuses them, so what an
 * editor wrote is what the page shows.
 */

export interface MarkdownProblem {
  /** The line in the text, from 1. */
  line: number;
  message: string;
}

const allowedAddress = /^(?:https?:\/\/[^\s/]|mailto:|tel:|\/(?!\/)|#)/i;

const excerpt = (text: string) => {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};

export function publishedMarkdownProblems(tree: Root): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  let headingDepth = 1;
  const visit = (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    const refuse = (message: string) => problems.push({ line, message });
    switch (node.type) {
      case "html":
        refuse(`raw HTML is not published ("${excerpt(node.value)}"): write it in Markdown`);
        break;
      case "image":
      case "imageReference":
        refuse("a picture in the text is not published: an entry's photo goes in its Photo field");
        break;
      case "heading":
        if (node.depth === 1) refuse("a level-1 heading (#): the title is the page's one; start headings at ##");
        else if (node.depth > headingDepth + 1)
          refuse(`a level-${node.depth} heading after a level-${headingDepth} one: go down one level at a time`);
        headingDepth = node.depth;
        break;
      case "link":
      case "definition":
        if (!allowedAddress.test(node.url))
          refuse(
            `a link to "${excerpt(node.url)}" is not published: links go to https:// (or http://), mailto: and tel: ` +
              "addresses, a path of the site (/...) or a section of the page (#...)",
          );
        break;
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return problems;
}
