/** A style sheet imported as its text: minified by the build (build.mjs), as written in tests. */
declare module "*.css" {
  const text: string;
  export default text;
}
