import { describe, expect, it } from "vitest";
import { withHeaders } from "../../workers/security-headers";

const mark = (headers: Headers) => {
  headers.set("X-Content-Type-Options", "nosniff");
};

describe("headers set on an answer", () => {
  it("go on the answer itself when its headers can change: no copy", async () => {
    const answer = new Response("body", { status: 201, headers: { "Content-Type": "text/plain" } });
    const marked = withHeaders(answer, mark);
    expect(marked).toBe(answer);
    expect(marked.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await marked.text()).toBe("body");
  });

  it("go on a copy, status and headers kept, when its headers cannot change", () => {
    const redirect = Response.redirect("https://site.test/elsewhere", 302);
    expect(() => {
      redirect.headers.set("X-Test", "1");
    }).toThrow(TypeError);
    const marked = withHeaders(redirect, mark);
    expect(marked).not.toBe(redirect);
    expect(marked.status).toBe(302);
    expect(marked.headers.get("Location")).toBe("https://site.test/elsewhere");
    expect(marked.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("let any other failure through", () => {
    const failing = () => {
      throw new RangeError("not a header problem");
    };
    expect(() => withHeaders(new Response(null), failing)).toThrow(RangeError);
  });

  it("are not tried again on a copy after any other failure, even one that would not happen twice", () => {
    let tries = 0;
    const failingOnce = () => {
      tries += 1;
      if (tries === 1) throw new RangeError("not a header problem");
    };
    expect(() => withHeaders(new Response(null), failingOnce)).toThrow(RangeError);
    expect(tries).toBe(1);
  });
});
