/**
 * The ops console's stylesheet, served at /ops/console.css: plain CSS, no framework, so the console needs nothing
 * of the site's build. Colours meet WCAG AA contrast on their backgrounds; focus is always visible.
 */
export const consoleStyles = `
:root { color-scheme: light; --ink: #14161f; --muted: #4a5063; --line: #d5d9e3; --paper: #ffffff; --wash: #f3f5f9;
  --accent: #4338ca; --good: #166534; --warn: #854d0e; --poor: #b91c1c; font-family: system-ui, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: var(--wash); line-height: 1.5; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: var(--paper); padding: 0.5rem 1rem; }
.skip:focus { left: 1rem; top: 1rem; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 2rem; padding: 0.75rem 1.5rem;
  background: var(--paper); border-bottom: 1px solid var(--line); }
header p { margin: 0; font-weight: 700; }
nav ul { display: flex; gap: 1rem; margin: 0; padding: 0; list-style: none; }
nav a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
header form { margin-left: auto; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1 { margin: 0 0 1rem; font-size: 1.6rem; }
h2 { margin: 2rem 0 0.75rem; font-size: 1.2rem; }
section, .panel { background: var(--paper); border: 1px solid var(--line); border-radius: 0.5rem; padding: 1rem 1.25rem;
  margin-bottom: 1.25rem; }
.figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.75rem; margin: 0; }
.figures div { background: var(--paper); border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.75rem 1rem; }
.figures dt { color: var(--muted); font-size: 0.9rem; }
.figures dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
.ranges { display: flex; gap: 0.5rem; margin: 0 0 1rem; padding: 0; list-style: none; }
.ranges a { display: inline-block; padding: 0.25rem 0.75rem; border: 1px solid var(--line); border-radius: 999px;
  background: var(--paper); text-decoration: none; }
.ranges a[aria-current="page"] { background: var(--accent); border-color: var(--accent); color: #fff; }
table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
caption { text-align: left; font-weight: 700; padding-bottom: 0.5rem; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th[scope="col"] { color: var(--muted); font-weight: 600; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
.table-scroll { overflow-x: auto; }
.chart { display: block; width: 100%; height: auto; max-height: 16rem; }
.chart .views { fill: #6366f1; }
.chart .visitors { fill: #0f766e; }
.chart text { fill: var(--muted); font-size: 11px; }
.chart .axis { stroke: var(--line); }
.legend { display: flex; gap: 1.25rem; margin: 0.5rem 0 0; padding: 0; list-style: none; font-size: 0.9rem; }
.legend span.views { background: #6366f1; }
.legend span.visitors { background: #0f766e; }
.legend span { display: inline-block; width: 0.8rem; height: 0.8rem; margin-right: 0.35rem; vertical-align: -1px; }
.rating-good { color: var(--good); font-weight: 600; }
.rating-needs-improvement { color: var(--warn); font-weight: 600; }
.rating-poor { color: var(--poor); font-weight: 600; }
.notice { border-left: 4px solid var(--accent); background: var(--paper); padding: 0.75rem 1rem; margin-bottom: 1rem; }
.notice.problem { border-color: var(--poor); }
.excerpt { max-width: 28rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.actions form { margin: 0; }
button { font: inherit; cursor: pointer; padding: 0.3rem 0.8rem; border-radius: 0.4rem; border: 1px solid var(--accent);
  background: var(--accent); color: #fff; }
button.quiet { background: var(--paper); color: var(--accent); }
button.danger { background: var(--poor); border-color: var(--poor); }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { font: inherit; padding: 0.4rem 0.6rem; border: 1px solid var(--muted); border-radius: 0.4rem; }
.field { margin-bottom: 1rem; }
.fields { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-end; }
.sign-in { max-width: 26rem; margin: 4rem auto; }
.muted { color: var(--muted); }
`;
