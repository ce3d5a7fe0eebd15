/** One rules page, rendered at build time (web/rules-plugin.ts). */
declare module 'virtual:rules/*' {
  const rules: { readonly html: string; readonly ids: string[]; readonly lang: string };
  export default rules;
}
