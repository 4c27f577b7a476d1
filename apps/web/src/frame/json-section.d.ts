/** The `player` section of a locale file (see jsonSection() in vite.config.ts), shaped as en-US's. */
declare module '*.json?section=player' {
  const texts: typeof import('../i18n/locales/en-US.json')['player'];
  export default texts;
}
