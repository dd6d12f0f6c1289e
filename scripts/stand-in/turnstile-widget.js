// A stand-in for Cloudflare Turnstile's api.js, served in its place to the browser tests (no browser here reaches
// challenges.cloudflare.com). It keeps the documented API the site uses: `?render=explicit&onload=<fn>` on its own
// URL, `turnstile.render(container, { callback, "expired-callback", "error-callback", "refresh-expired",
// appearance })`, `reset` and `getResponse`, the hidden `cf-turnstile-response` field it adds inside the container,
// and tokens that expire after 300 s (refreshed then, unless `refresh-expired` says otherwise). Like the real
// widget, it shows a 300 x 65 px box in the container unless `appearance` is "interaction-only" (its challenges
// never ask for an interaction).
//
// A test steers it before the page loads, with `window.turnstileStandIn = { ... }`:
//   token: "pass"       the text each token starts with (scripts/stand-in/siteverify-answer.ts says what
//                       siteverify makes of it: pass, fail, expired, slow-<ms>, down, pass-host-<name>)
//   delayMs: 50         how long a challenge takes
//   error: false        true: the challenge fails and "error-callback" is called, no token
//   autoRefresh: true   false: an expired token is not replaced (a tab asleep through the refresh)
// Every token issued is recorded in `window.turnstileStandIn.issued`.
(() => {
  const config = Object.assign(
    { token: "pass", delayMs: 50, error: false, autoRefresh: true },
    window.turnstileStandIn ?? {},
  );
  config.issued = [];
  window.turnstileStandIn = config;
  const TOKEN_LIFE_MS = 300_000;
  const widgets = new Map();
  let count = 0;

  function challenge(id) {
    const widget = widgets.get(id);
    if (!widget) return;
    clearTimeout(widget.timer);
    widget.timer = setTimeout(() => {
      if (config.error) {
        widget.options["error-callback"]?.("300030");
        return;
      }
      count += 1;
      const token = `${config.token}.${count}.${Math.random().toString(36).slice(2, 10)}`;
      config.issued.push(token);
      widget.token = token;
      widget.field.value = token;
      widget.options.callback?.(token);
      widget.timer = setTimeout(() => {
        widget.token = "";
        widget.field.value = "";
        widget.options["expired-callback"]?.();
        const refresh = widget.options["refresh-expired"] ?? "auto";
        if (refresh === "auto" && config.autoRefresh) challenge(id);
      }, TOKEN_LIFE_MS);
    }, config.delayMs);
  }

  window.turnstile = {
    render(container, options) {
      const element = typeof container === "string" ? document.querySelector(container) : container;
      const id = `stand-in-${widgets.size + 1}`;
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = "cf-turnstile-response";
      element.append(field);
      const box = document.createElement("div");
      if (options.appearance !== "interaction-only") {
        Object.assign(box.style, { width: "300px", height: "65px" });
        element.append(box);
      }
      widgets.set(id, { options, field, box, token: "", timer: 0 });
      challenge(id);
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.token = "";
      widget.field.value = "";
      challenge(id);
    },
    getResponse(id) {
      return widgets.get(id)?.token || undefined;
    },
    remove(id) {
      const widget = widgets.get(id);
      clearTimeout(widget?.timer);
      widget?.field.remove();
      widget?.box.remove();
      widgets.delete(id);
    },
  };

  const onload = new URL(document.currentScript?.src ?? location.href).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();
