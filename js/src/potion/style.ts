/**
 * The widget's CSS (`style.css`, as text: the build minifies it). Colours of the page come from
 * JupyterLab's `--jp-*` variables (with fallbacks), so light and dark themes both read well;
 * marble colours stay fixed and are backed by glyphs.
 */
export { default as STYLE } from "./style.css";
