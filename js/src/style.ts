/**
 * The widget's CSS. Colours of the page come from JupyterLab's `--jp-*` variables (with
 * fallbacks), so light and dark themes both read well; marble colours stay fixed and are
 * backed by glyphs.
 */
export const STYLE = `
.potion-widget { font-family: var(--jp-ui-font-family, system-ui, sans-serif); font-size: var(--jp-ui-font-size1, 13px);
  color: var(--jp-ui-font-color1, #222); background: var(--jp-layout-color1, #fff); padding: 6px; max-width: 1200px; box-sizing: border-box; }
.potion-widget [hidden] { display: none !important; }
.potion-widget { --pw-ring: var(--jp-ui-font-color0, #000); --pw-halo: var(--jp-layout-color1, #fff); display: flex; flex-direction: column; position: relative; }
.potion-widget > * { min-width: 0; }
.potion-widget > .pw-status { order: -2; }
.potion-widget > .pw-toolbar { order: -1; }
.potion-widget .pw-announce { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
.potion-widget .pw-status { display: flex; flex-wrap: wrap; gap: 4px 14px; font-weight: 600; margin-bottom: 4px; align-items: baseline; }
.potion-widget .pw-phase { text-transform: uppercase; letter-spacing: .04em; font-size: .85em; padding: 1px 6px; border-radius: 3px;
  background: var(--jp-layout-color3, #ddd); }
.potion-widget .pw-end-triggered { color: var(--jp-warn-color0, #b45f06); }
.potion-widget .pw-game-over { flex-basis: 100%; padding: 6px 10px; border-radius: 6px; font-size: 1.15em;
  border-left: 5px solid var(--jp-success-color1, #388e3c); background: var(--jp-layout-color2, #e8f5e9); }
.potion-widget .pw-toolbar, .potion-widget .pw-anim, .potion-widget .pw-panel-buttons { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; align-items: center; }
.potion-widget .pw-btn { font: inherit; padding: 3px 10px; border-radius: 4px; cursor: pointer;
  border: 1px solid var(--jp-border-color1, #bbb); background: var(--jp-layout-color2, #eee); color: var(--jp-ui-font-color1, #222); }
.potion-widget .pw-btn[aria-pressed="true"] { background: var(--jp-brand-color1, #1976d2); color: var(--jp-ui-inverse-font-color1, #fff); }
.potion-widget .pw-btn:disabled { opacity: .45; cursor: default; pointer-events: none; }
.potion-widget .pw-btn-wrap { position: relative; display: inline-block; }
.potion-widget .pw-why { display: none; position: absolute; left: 0; top: 100%; z-index: 10; margin-top: 3px; padding: 3px 7px;
  width: max-content; max-width: 320px; white-space: normal; font-weight: 400; font-size: 12px; line-height: 1.35; border-radius: 4px;
  color: var(--jp-ui-font-color1, #222); background: var(--jp-layout-color0, #fff); border: 1px solid var(--jp-border-color1, #999);
  box-shadow: 0 2px 6px rgba(0, 0, 0, .2); }
.potion-widget .pw-btn-wrap:hover .pw-why:not(:empty), .potion-widget .pw-btn-wrap:focus .pw-why:not(:empty),
.potion-widget .pw-btn-wrap:focus-within .pw-why:not(:empty) { display: block; }
.potion-widget .pw-hint { min-height: 1.4em; color: var(--jp-ui-font-color2, #555); }
.potion-widget .pw-refusal { margin: 4px 0; padding: 4px 8px; border-left: 4px solid var(--jp-error-color1, #d32f2f);
  background: var(--jp-layout-color2, #fdecea); }
.potion-widget .pw-rule { display: inline-block; min-width: 2.6em; margin-right: 6px; padding: 0 4px; border-radius: 3px; font-weight: 700;
  font-family: var(--jp-code-font-family, monospace); background: var(--jp-layout-color3, #ddd); text-align: center; }
.potion-widget .pw-rule[title], .potion-widget .pw-rule-ref[title] { cursor: help; text-decoration: underline dotted; text-underline-offset: 2px; }
.potion-widget .pw-rule-ref { font-weight: 600; }
.potion-widget .pw-log-list li.pw-summary { list-style: none; margin: 3px 0 6px -1.6em; padding: 3px 8px; font-weight: 600;
  border-left: 4px solid var(--jp-brand-color1, #1976d2); background: var(--jp-layout-color2, #eef3fb); }
.potion-widget .pw-log-list li.pw-note { color: var(--jp-ui-font-color2, #555); font-style: italic; }
.potion-widget .pw-panel { padding: 6px; border: 1px solid var(--jp-brand-color1, #1976d2); border-radius: 6px; margin: 4px 0; }
.potion-widget .pw-panel-title { font-weight: 600; margin-bottom: 4px; }
.potion-widget .pw-keep, .potion-widget .pw-draw, .potion-widget .pw-reuse, .potion-widget .pw-options { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 3px 0; }
.potion-widget .pw-checklist ol { list-style: none; padding-left: 4px; margin: 2px 0; }
.potion-widget .pw-checklist .done { color: var(--jp-success-color0, #2e7d32); }
.potion-widget .pw-checklist .todo { color: var(--jp-ui-font-color2, #777); }
.potion-widget .pw-tick { display: inline-block; width: 1.4em; }
.potion-widget .pw-log { max-height: 220px; overflow: auto; margin-top: 4px; }
.potion-widget .pw-log-list { margin: 2px 0; padding-left: 3.4em; }
.potion-widget .pw-log-list .pw-log-empty { list-style: none; }
.potion-widget .pw-log-list li.current { background: var(--jp-layout-color3, #ffe9a8); }
.potion-widget .pw-icon { vertical-align: middle; }
.potion-widget svg.pw-board { width: 100%; height: auto; display: block; user-select: none; }
.potion-widget text { fill: var(--jp-ui-font-color1, #222); font-size: 13px; }
.potion-widget .muted { fill: var(--jp-ui-font-color1, #333); font-style: italic; font-size: 12px; }
.potion-widget .track-label text { font-size: 15px; font-weight: 700; fill: var(--jp-ui-font-color1, #333); }
.potion-widget .pos-label text { font-size: 13px; font-weight: 700; fill: var(--jp-ui-font-color1, #333); }
.potion-widget .pos-label .ninth-word, .potion-widget .axis-caption { font-size: 12px; font-weight: 400; fill: var(--jp-ui-font-color2, #666); }
.potion-widget .label { fill: var(--jp-ui-font-color2, #555); font-weight: 700; font-size: 13px; }
.potion-widget .dispenser .frame { fill: var(--jp-layout-color2, #eef0f3); stroke: var(--jp-border-color1, #aaa); }
.potion-widget .groove { fill: var(--jp-layout-color3, #dde1e6); }
.potion-widget .slot { fill: none; stroke: var(--jp-border-color2, #bbb); stroke-dasharray: 3 3; }
.potion-widget .lid { fill: #4f5866; opacity: .93; stroke: var(--jp-border-color1, #777); }
.potion-widget .hidden-count { fill: #fff; font-weight: 700; font-size: 13px; }
.potion-widget .marble .ball { stroke: var(--jp-border-color0, #333); stroke-width: 1.2; vector-effect: non-scaling-stroke; }
.potion-widget .marble.red .ball { fill: #d63a3a; }
.potion-widget .marble.blue .ball { fill: #2f80d1; }
.potion-widget .marble.black .ball { fill: #2b2b2b; stroke: #9a9a9a; }
.potion-widget .marble.yellow .ball { fill: #f3c623; }
.potion-widget .marble.unknown .ball { fill: #999; }
.potion-widget .marble .glyph { fill: #fff; }
.potion-widget .marble.yellow .glyph { fill: #6b4e00; }
.potion-widget .marble.hint { opacity: .55; }
.potion-widget .marble.ninth { opacity: .8; }
.potion-widget .selectable { cursor: pointer; }
.potion-widget .marble.selectable .ball { stroke: var(--jp-brand-color1, #1976d2); stroke-width: 2.5; }
.potion-widget .marble.selectable:hover .ball, .potion-widget .selectable:focus .ball { stroke-width: 4; }
.potion-widget [tabindex]:focus { outline: none; }
.potion-widget [tabindex]:focus-visible > .card, .potion-widget [tabindex]:focus-visible > .header-bg,
.potion-widget [tabindex]:focus-visible > .burner-empty { stroke: var(--pw-ring); stroke-width: 4; }
.potion-widget .focus-ring, .potion-widget .focus-halo { fill: none; stroke: none; pointer-events: none; }
.potion-widget [tabindex]:focus-visible > .focus-halo { stroke: var(--pw-halo); stroke-width: 6; }
.potion-widget [tabindex]:focus-visible > .focus-ring { stroke: var(--pw-ring); stroke-width: 3; }
.potion-widget svg.pw-board:focus-visible, .potion-widget .pw-btn:focus-visible, .potion-widget summary:focus-visible,
.potion-widget .pw-btn-wrap[tabindex]:focus-visible { outline: 3px solid var(--pw-ring); outline-offset: 2px; }
.potion-widget .marble.preview-out .ball { stroke: var(--jp-warn-color1, #f57c00); stroke-width: 4; stroke-dasharray: 4 2; }
.potion-widget .marble.chosen .ball, .potion-widget .chip.chosen .card, .potion-widget .hole.chosen .hole-ring { stroke: var(--jp-success-color1, #2e7d32); stroke-width: 4; }
.potion-widget .marble.marked .ball { stroke: var(--jp-warn-color0, #e65100); stroke-width: 5; }
.potion-widget .marble.flash { animation: pw-flash .35s ease-in-out infinite alternate; }
@keyframes pw-flash { from { opacity: 1; } to { opacity: .2; } }
.potion-widget .tile .card { fill: var(--jp-layout-color1, #fff); stroke: var(--jp-border-color1, #999); }
.potion-widget .tile.selectable .card, .potion-widget .chip.selectable .card { stroke: var(--jp-brand-color1, #1976d2); stroke-width: 3; }
.potion-widget .tile-name { font-weight: 700; font-size: 12px; fill: #fff; }
.potion-widget .points { fill: var(--jp-layout-color1, #fff); stroke: var(--jp-border-color1, #999); }
.potion-widget .points-text { font-weight: 700; font-size: 12px; }
.potion-widget .starter { fill: #a07600; font-size: 14px; }
.potion-widget .hole-ring { fill: var(--jp-layout-color2, #f1f1f1); stroke-width: 2; }
.potion-widget .hole-red .hole-ring { stroke: #d63a3a; }
.potion-widget .hole-blue .hole-ring { stroke: #2f80d1; }
.potion-widget .hole-black .hole-ring { stroke: #777; }
.potion-widget .hole-yellow .hole-ring { stroke: #e0b000; }
.potion-widget .hole.selectable .hole-ring { stroke: var(--jp-brand-color1, #1976d2); stroke-width: 4; }
.potion-widget .band { fill: #666; }
.potion-widget .kind-wisdom .band { fill: #6a4c9c; }
.potion-widget .kind-magnetic .band { fill: #007380; }
.potion-widget .kind-abyssal .band { fill: #283593; }
.potion-widget .kind-balm .band { fill: #4a7a28; }
.potion-widget .kind-love .band { fill: #c2185b; }
.potion-widget .kind-joy .band { fill: #b54800; }
.potion-widget .kind-sands .band { fill: #7a5e54; }
.potion-widget .kind-lava .band { fill: #b71c1c; }
.potion-widget .desk-frame { fill: var(--jp-layout-color1, #fff); stroke: var(--jp-border-color1, #bbb); }
.potion-widget .desk.active .desk-frame { stroke: var(--jp-brand-color1, #1976d2); stroke-width: 3; }
.potion-widget .header-bg { fill: var(--jp-layout-color2, #eef0f3); }
.potion-widget .desk.active .header-bg { fill: var(--jp-brand-color1, #1976d2); fill-opacity: .22; }
.potion-widget .desk.winner .desk-frame { stroke: var(--jp-success-color1, #388e3c); stroke-width: 3; }
.potion-widget .desk.winner .header-bg { fill: var(--jp-success-color1, #388e3c); fill-opacity: .25; }
.potion-widget .desk-header.selectable .header-bg { stroke: var(--jp-brand-color1, #1976d2); stroke-width: 3; }
.potion-widget .desk-header.chosen .header-bg { stroke: var(--jp-success-color1, #2e7d32); stroke-width: 4; }
.potion-widget .player-name { font-weight: 700; font-size: 15px; }
.potion-widget .you-tag { font-size: 13px; font-style: italic; }
.potion-widget .desk-facts { font-size: 13px; }
.potion-widget .burner-empty { fill: none; stroke: var(--jp-border-color2, #ccc); stroke-dasharray: 5 4; }
.potion-widget .chip .card { fill: var(--jp-layout-color2, #f4f4f4); stroke: var(--jp-border-color1, #aaa); }
.potion-widget .chip-name, .potion-widget .chip-points { font-size: 12px; }
.potion-widget .chip-state { font-size: 12px; font-style: italic; fill: var(--jp-ui-font-color1, #333); }
.potion-widget .chip.drunk { opacity: .6; }
.potion-widget .chip.drunk.selectable, .potion-widget .chip.drunk.chosen { opacity: 1; }
.potion-widget .chip.drunk .card { stroke-dasharray: 3 2; }
.potion-widget.busy svg.pw-board { opacity: .85; }
.potion-widget .pw-marks { pointer-events: none; }
.potion-widget .mark-halo { fill: none; stroke: #fff; stroke-opacity: .9; stroke-width: 8; }
.potion-widget .mark-ring { fill: none; stroke: #8e24aa; stroke-width: 4; stroke-dasharray: 8 5; }
.potion-widget .mark-leader { fill: none; stroke: #8e24aa; stroke-width: 1.5; stroke-dasharray: 4 3; }
.potion-widget .mark-label rect { fill: #fff; stroke: #8e24aa; stroke-width: 2; }
.potion-widget .mark-label text { fill: #6a1b9a; font-weight: 700; font-size: 13px; }
`;
