// The html report's style sheet (api/report_html_page.h): screen and print.
// Its SHA-256 is in the page's Content-Security-Policy: no other style
// applies, and no style attribute (the script sets none).
#include "api/report_html_page.h"

namespace api::html {

std::string_view page_style() {
  static constexpr std::string_view kStyle = R"css(
:root{--ink:#1b1f23;--muted:#57606a;--line:#d0d7de;--bg:#fff;--panel:#f6f8fa;--accent:#0a58ca;--error:#b42318;--warning:#9a6700;--note:#57606a;--felt:#1f6f43;--felt-line:#14532d}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--accent)}
a:focus,button:focus,select:focus,input:focus,.replayer:focus,main:focus{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5em;z-index:10}
.skip:focus{left:0}
header#top{display:flex;flex-wrap:wrap;align-items:center;gap:1em;padding:.6em 1.2em;border-bottom:1px solid var(--line);background:var(--panel)}
header#top h1{font-size:1.25em;margin:0}
header#top nav a{margin-right:.8em}
.deck{margin-left:auto}
main{display:flex;flex-direction:column;padding:0 1.2em 2em}
#summary{order:1}#findings{order:2}#tables{order:3}#hands{order:4}
h2{font-size:1.15em;border-bottom:1px solid var(--line);padding-bottom:.2em;margin-top:1.4em}
h3{font-size:1em;margin:.2em 0}
.counts{display:flex;flex-wrap:wrap;gap:.6em;margin:0;padding:0}
.counts div{border:1px solid var(--line);border-radius:6px;padding:.35em .8em;background:var(--panel);min-width:7em}
.counts dt{font-size:.8em;color:var(--muted)}
.counts dd{margin:0;font-size:1.3em;font-weight:600}
.provenance{color:var(--muted);font-size:.85em}
.limit-note{border-left:4px solid var(--warning);padding:.2em .6em;background:#fff8e6}
.charts{display:flex;flex-wrap:wrap;gap:1.5em}
.chart{margin:.5em 0}
.chart figcaption{font-weight:600;margin-bottom:.3em}
.chart .bar{fill:#4c78a8}
.chart .label{text-anchor:end;font-size:12px;fill:var(--ink)}
.chart .num{font-size:11px;fill:var(--ink)}
.chart .hours .num,.chart .axis{text-anchor:middle;font-size:10px;fill:var(--muted)}
.inputs table{border-collapse:collapse;font-size:.85em}
.inputs td,.inputs th{border:1px solid var(--line);padding:.2em .5em;text-align:left}
.hash{font-family:ui-monospace,monospace;font-size:.8em}
.filters{display:flex;flex-wrap:wrap;gap:.8em;margin:.5em 0}
.filters select,.filters input{font:inherit;padding:.15em}
table.findings{border-collapse:collapse;width:100%;font-size:.9em}
table.findings th,table.findings td{border-bottom:1px solid var(--line);padding:.3em .5em;text-align:left;vertical-align:top}
table.findings th button.sort{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;color:var(--ink)}
table.findings th[aria-sort=ascending] button.sort::after{content:" \25B2"}
table.findings th[aria-sort=descending] button.sort::after{content:" \25BC"}
.noscript{color:var(--muted)}
.sev{font-size:.75em;text-transform:uppercase;letter-spacing:.04em;font-weight:700;border:1px solid currentColor;border-radius:3px;padding:0 .3em}
.sev-error .sev{color:var(--error)}.sev-warning .sev{color:var(--warning)}.sev-note .sev{color:var(--note)}
.sev-error .sev::before{content:"\2716  "}.sev-warning .sev::before{content:"\26A0  "}.sev-note .sev::before{content:"\2139  "}
.rule{font-family:ui-monospace,monospace;font-size:.9em}
.ea{color:var(--muted)}
dl.ea{display:grid;grid-template-columns:auto 1fr;gap:0 .6em;margin:.2em 0 0 1em}
dl.ea dt{font-weight:600}dl.ea dd{margin:0}
section.hand,section.cross-table{border:1px solid var(--line);border-radius:8px;padding:.6em .9em;margin:.8em 0}
/* Sections off screen are not laid out (a page of thousands of hands opens in seconds); their size guessed until drawn. */
section.hand,section.cross-table{content-visibility:auto;contain-intrinsic-size:auto 24em}
section.hand:target{border-color:var(--accent);box-shadow:0 0 0 2px var(--accent)}
.where,.table-name{color:var(--muted);font-weight:400;font-size:.9em}
.static-findings,.cross-table ul{margin:.3em 0;padding-left:1.2em}
.excerpt{background:var(--panel);padding:.3em;overflow-x:auto;font-size:.85em}
.hand-ref.absent{color:var(--muted)}
.cross-note{color:var(--muted);margin:.2em 0}
.controls{display:flex;flex-wrap:wrap;align-items:center;gap:.4em;margin:.4em 0}
.controls button,.open-replay{font:inherit;padding:.2em .7em;border:1px solid var(--line);border-radius:6px;background:var(--panel);cursor:pointer}
.controls button:disabled{opacity:.45;cursor:default}
.step-label{font-weight:600;margin-left:.6em}
.replay-grid{display:flex;flex-wrap:wrap;gap:0 1em}
.replay-grid .log-box{flex:1 1 100%}
@media screen and (min-width:1300px){
  .replay-grid{display:grid;grid-template-columns:auto minmax(0,1fr);grid-template-areas:"table side" "table log";grid-template-rows:auto 1fr;align-items:start}
  .table-box{grid-area:table}.side{grid-area:side;min-width:0}
  .replay-grid .log-box{grid-area:log;margin-top:.6em;max-height:26em}
}
.table-box svg{max-width:100%;height:auto}
.side{flex:1;min-width:16em}
.side h4,.log-box h4{margin:.3em 0;font-size:.95em}
.pots{margin:0;padding-left:1.2em}
.findings-here{padding-left:1.2em}
.findings-here .finding{background:#fff4e5;border-left:4px solid var(--warning);padding:.3em .5em;list-style:none;margin-left:-1.2em}
.findings-here .sev-error{background:#fdecea;border-left-color:var(--error)}
.log-box{max-height:18em;overflow:auto;border:1px solid var(--line);border-radius:6px;margin-top:.6em;position:relative}
.log-box h4{position:sticky;top:0;background:var(--panel);padding:.2em .5em;margin:0}
ol.log{margin:0;padding:.2em .5em .2em 4em;font:12px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap}
ol.log li.current{background:#fff3bf;font-weight:700}
ol.log li.after{background:#eef6ff}
ol.log li.flagged{outline:2px solid var(--error);outline-offset:-2px}
ol.log li.flagged::marker{color:var(--error);font-weight:700}
.felt-oval{fill:var(--felt);stroke:var(--felt-line);stroke-width:8}
.seat-box{fill:#fff;stroke:#6b7280;stroke-width:1.5}
.seat.to-act .seat-box{stroke:#f59e0b;stroke-width:4}
.seat.folded{opacity:.45}
.seat.all-in .seat-box{stroke:var(--error);stroke-dasharray:5 3}
.seat-name{font-weight:700;font-size:13px;fill:var(--ink)}
.seat-stack,.seat-draw{font-size:12px;fill:var(--muted)}
.bet{font-size:13px;font-weight:700;fill:#fde68a}
.pot-total{font-size:15px;font-weight:700;fill:#fff}
.pot-part{font-size:12px;fill:#e5e7eb}
.button-disc{fill:#fff;stroke:#111;stroke-width:1.5}
.button-text{font-size:11px;font-weight:700;fill:#111}
.svg-cards{font-size:15px;font-weight:700;fill:#111}
.felt .svg-cards{paint-order:stroke;stroke:#fff;stroke-width:3px}
.card{display:inline-block;border:1px solid #9ca3af;border-radius:3px;padding:0 .15em;margin-right:.1em;background:#fff;font-weight:700}
.suit-h,.suit-d{color:#c81e1e;fill:#c81e1e}
.suit-s,.suit-c{color:#111;fill:#111}
.four-colour .suit-d{color:#1d4ed8;fill:#1d4ed8}
.four-colour .suit-c{color:#15803d;fill:#15803d}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
@media print{
  header#top nav,.deck,.skip,.filters,.controls,.open-replay,.log-box{display:none}
  body{font-size:11pt}
  main{display:block;padding:0}
  section.hand,section.cross-table{break-inside:avoid;border-color:#999;content-visibility:visible}
  a{color:inherit;text-decoration:none}
  .chart .bar{fill:#555}
}
)css";
  return kStyle;
}

}  // namespace api::html
