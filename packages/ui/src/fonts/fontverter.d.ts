// fontverter ships no types; the tests use only its converter.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Uint8Array>
  }
  export default fontverter
}
