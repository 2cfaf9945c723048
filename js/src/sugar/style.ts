/**
 * The Sugar Blast board's CSS. Page colours come from JupyterLab's `--jp-*` variables (with
 * fallbacks), so light and dark themes both read well; candy colours stay fixed and each is
 * backed by its glyph. Movement is CSS animation only, and none under prefers-reduced-motion.
 */
export const SUGAR_STYLE = `
.sugar-blast { font-family: var(--jp-ui-font-family, system-ui, sans-serif); font-size: var(--jp-ui-font-size1, 13px);
  color: var(--jp-ui-font-color1, #222); background: var(--jp-layout-color1, #fff); padding: 6px; box-sizing: border-box; position: relative;
  --sb-ring: var(--jp-ui-font-color0, #000); --sb-brand: var(--jp-brand-color1, #1565c0); --sb-ok: var(--jp-success-color1, #2e7d32);
  --sb-warn: var(--jp-warn-color1, #e65100); }
.sugar-blast [hidden] { display: none !important; }
.sugar-blast .sb-announce { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
.sugar-blast .sb-status { font-weight: 700; font-size: 1.1em; margin: 2px 0 2px; line-height: 1.35; min-height: 1.35em; }
.sugar-blast .sb-hint { line-height: 1.35; min-height: 4.05em; margin-bottom: 4px; color: var(--jp-ui-font-color1, #333); }
.sugar-blast .sb-main { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.sugar-blast .sb-board-box { flex: 0 1 auto; min-width: 280px; max-width: 100%; }
.sugar-blast .sb-side { flex: 1 1 200px; min-width: 200px; max-width: 460px; }
.sugar-blast svg.sb-board { width: 100%; height: auto; display: block; user-select: none; touch-action: none; }
.sugar-blast .sb-toolbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 2px 0 6px; }
.sugar-blast .pw-btn { font: inherit; padding: 4px 10px; border-radius: 4px; cursor: pointer; display: inline-flex; align-items: center; gap: 5px;
  border: 1px solid var(--jp-border-color1, #888); background: var(--jp-layout-color2, #eee); color: var(--jp-ui-font-color1, #222); }
.sugar-blast .pw-btn:hover:not(:disabled) { border-color: var(--sb-brand); }
.sugar-blast .pw-btn:disabled { opacity: .55; cursor: default; }
.sugar-blast .pw-btn.sb-primary { background: var(--sb-brand); color: var(--jp-ui-inverse-font-color1, #fff); border-color: var(--sb-brand); font-weight: 600; }
.sugar-blast .sb-why { font-size: .92em; color: var(--jp-ui-font-color2, #555); }
.sugar-blast .pw-btn:focus-visible, .sugar-blast svg.sb-board:focus-visible, .sugar-blast summary:focus-visible { outline: 3px solid var(--sb-ring); outline-offset: 2px; }
.sugar-blast .pw-refusal { margin: 4px 0; padding: 4px 8px; border-left: 4px solid var(--jp-error-color1, #c62828); background: var(--jp-layout-color2, #fdecea); }
.sugar-blast .pw-rule { display: inline-block; min-width: 2.2em; margin-right: 6px; padding: 0 4px; border-radius: 3px; font-weight: 700;
  font-family: var(--jp-code-font-family, monospace); background: var(--jp-layout-color3, #ddd); color: var(--jp-ui-font-color0, #000); text-align: center; }
.sugar-blast .pw-rule[title], .sugar-blast .pw-rule-ref[title] { cursor: help; text-decoration: underline dotted; text-underline-offset: 2px; }
.sugar-blast .sb-legend { list-style: none; margin: 0 0 6px; padding: 4px 6px; display: grid; grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: 2px 10px; border: 1px solid var(--jp-border-color2, #ccc); border-radius: 6px; }
.sugar-blast .sb-legend-item { display: flex; align-items: center; gap: 6px; }
.sugar-blast .sb-panel { padding: 6px 8px; border: 1px solid var(--sb-brand); border-radius: 6px; margin: 4px 0 8px; }
.sugar-blast .sb-panel-title { font-weight: 700; margin-bottom: 4px; }
.sugar-blast .sb-choices { display: flex; flex-direction: column; gap: 4px; align-items: stretch; }
.sugar-blast .sb-choices .pw-btn { justify-content: flex-start; text-align: left; }
.sugar-blast .sb-num { display: inline-block; min-width: 1.5em; border-radius: 1em; text-align: center; font-weight: 700;
  background: var(--sb-brand); color: var(--jp-ui-inverse-font-color1, #fff); }
.sugar-blast .sb-icon { flex: none; vertical-align: middle; }
.sugar-blast .pw-log { max-height: 260px; overflow: auto; }
.sugar-blast .pw-log summary { font-weight: 700; cursor: pointer; position: sticky; top: 0; z-index: 1; background: var(--jp-layout-color1, #fff); }
.sugar-blast .pw-log-list { margin: 2px 0; padding-left: 3em; }
.sugar-blast .pw-log-list li { margin: 1px 0; }
.sugar-blast .pw-log-list .pw-log-empty { list-style: none; }
/* a button that is on (the heat map, the line of play shown, the editor's candy) looks on */
.sugar-blast .pw-btn[aria-pressed="true"] { background: var(--sb-brand); color: var(--jp-ui-inverse-font-color1, #fff); }
.sugar-blast .pw-log-list li.current { background: var(--jp-layout-color3, #ffe9a8); }
.sugar-blast .pw-log-list li.pw-summary { list-style: none; margin: 3px 0 6px -1.6em; padding: 3px 8px; font-weight: 600;
  border-left: 4px solid var(--sb-brand); background: var(--jp-layout-color2, #eef3fb); }
.sugar-blast .pw-log-list li.pw-note { font-style: italic; }
.sugar-blast .pw-log-list del { color: var(--jp-ui-font-color2, #555); }
.sugar-blast text { fill: var(--jp-ui-font-color1, #222); font-size: 13px; }
.sugar-blast .objective-bg { fill: var(--jp-layout-color2, #f3f0fa); stroke: var(--jp-border-color1, #999); }
.sugar-blast .objective-text { font-weight: 700; font-size: 14px; }
.sugar-blast .bag-count { font-size: 13px; }
.sugar-blast .grid-bg { fill: var(--jp-layout-color3, #d9d4cc); }
.sugar-blast .edge-num { font-size: 12px; font-weight: 700; fill: var(--jp-ui-font-color1, #333); }
.sugar-blast .tilt-edge { fill: var(--sb-brand); }
.sugar-blast .cell-bg { fill: var(--jp-layout-color1, #fff); }
.sugar-blast .cell.empty .cell-bg { fill: var(--jp-layout-color2, #eee); stroke: var(--jp-border-color1, #999); stroke-dasharray: 4 3; }
.sugar-blast .candy-body { stroke: #222; stroke-width: 1.2; }
.sugar-blast .glyph-line { fill: none; stroke-width: .16; stroke-linecap: round; }
.sugar-blast .glyph-line.thick { stroke-width: .26; }
.sugar-blast .glyph-cut { fill: none; stroke-width: .14; }
.sugar-blast .t-marshmallow .candy-body { fill: #f8cfdc; } .sugar-blast .t-marshmallow .glyph-line { stroke: #7a1f44; }
.sugar-blast .t-corn .candy-body { fill: #f5a623; } .sugar-blast .t-corn .glyph-fill { fill: #3d2300; } .sugar-blast .t-corn .glyph-cut { stroke: #f5a623; }
.sugar-blast .t-cane .candy-body { fill: #d62839; } .sugar-blast .t-cane .glyph-line { stroke: #fff; }
.sugar-blast .t-gumdrop .candy-body { fill: #2a8c3e; } .sugar-blast .t-gumdrop .glyph-fill { fill: #fff; }
.sugar-blast .t-lollipop .candy-body { fill: #8a3fb0; } .sugar-blast .t-lollipop .glyph-line { stroke: #fff; } .sugar-blast .t-lollipop .glyph-fill { fill: #fff; }
.sugar-blast .t-mint .candy-body { fill: #5fd3c4; } .sugar-blast .t-mint .glyph-fill { fill: #053f38; }
.sugar-blast .hl-ring, .sugar-blast .focus-ring { fill: none; stroke: none; pointer-events: none; }
.sugar-blast .cell.selectable { cursor: pointer; }
.sugar-blast .cell.selectable .hl-ring { stroke: var(--sb-brand); stroke-width: 2; }
.sugar-blast .cell.selectable:hover .hl-ring { stroke-width: 3.5; }
.sugar-blast .cell.partner .cell-bg { fill: var(--jp-layout-color2, #e3f0ff); }
.sugar-blast .cell.partner .hl-ring { stroke: var(--sb-brand); stroke-width: 4; stroke-dasharray: 6 3; }
.sugar-blast .cell.picked .cell-bg { fill: var(--jp-layout-color3, #cde8d0); }
.sugar-blast .cell.picked .hl-ring { stroke: var(--sb-ok); stroke-width: 5; stroke-dasharray: none; }
.sugar-blast .cell.preview .cell-bg { fill: #ffca28; }
.sugar-blast .cell:focus { outline: none; }
.sugar-blast .cell:focus-visible .focus-ring { stroke: var(--sb-ring); stroke-width: 3; }
.sugar-blast .option-frame { fill: none; stroke: #a34100; stroke-width: 3; stroke-dasharray: 7 4; pointer-events: none; }
.sugar-blast .option-badge circle { fill: #a34100; stroke: #fff; stroke-width: 2; }
.sugar-blast .option-badge text { fill: #fff; font-weight: 700; font-size: 13px; }
.sugar-blast .option-badge.selectable { cursor: pointer; }
.sugar-blast .option-badge.selectable:hover circle { stroke: var(--sb-ring); stroke-width: 3; }
.sugar-blast .option-frame.hot { stroke-width: 5; stroke-dasharray: none; }
.sugar-blast .seat-bg { fill: var(--jp-layout-color2, #f4f4f4); stroke: var(--jp-border-color1, #aaa); }
.sugar-blast .seat.active .seat-bg { stroke: var(--sb-brand); stroke-width: 3; }
.sugar-blast .seat.winner .seat-bg { stroke: var(--sb-ok); stroke-width: 4; }
.sugar-blast .player-name { font-weight: 700; font-size: 15px; }
.sugar-blast .seat-tag { font-weight: 700; fill: var(--jp-ui-font-color0, #000); }
.sugar-blast .kept-count { font-weight: 700; font-size: 14px; }
.sugar-blast .needed { font-size: 12px; }
.sugar-blast .needed.met { font-weight: 700; }
.sugar-blast .muted { font-style: italic; font-size: 12px; }
.sugar-blast .candy.sliding { animation: sb-slide .42s ease-out both; }
.sugar-blast .candy.flying { animation: sb-slide .5s ease-in-out both; }
.sugar-blast .cell.fading .candy { animation: sb-fade .45s ease-in both; }
.sugar-blast .cell.fading .hl-ring { stroke: var(--sb-warn); stroke-width: 4; }
.sugar-blast .cell.flash .hl-ring { stroke: var(--sb-ok); stroke-width: 4; }
@keyframes sb-slide { from { transform: translate(var(--dx), var(--dy)); } to { transform: translate(0, 0); } }
@keyframes sb-fade { from { opacity: 1; transform: scale(1); } to { opacity: .12; transform: scale(.6); } }
@media (prefers-reduced-motion: reduce) { .sugar-blast .candy { animation: none !important; } }
.sugar-blast.busy svg.sb-board { opacity: .85; }
`;
