/** Version of `@docpub/sdk`, sent in the `User-Agent` header. Kept equal to package.json's (a test checks). */
export const VERSION = '0.1.0';
