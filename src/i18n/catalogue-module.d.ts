/** The Hindi catalogue in parts, served by scripts/vite/catalogue-parts.ts. */
declare module 'virtual:kosh-catalogue/*' {
  const module: Readonly<Record<string, unknown>>;
  export default module;
}
